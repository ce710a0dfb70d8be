import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@stund/shared/enums";
import { asLanguage, languageTag, type LanguageTag } from "./language";

export interface UiLanguage {
  /** The interface language as the API and the bilingual content name it: "EN" or "IS". */
  language: Language;
  /** Its BCP 47 tag ("en" or "is"), for Intl and the page's lang. */
  tag: LanguageTag;
}

/** The interface language; the component renders again when it changes. */
export function useLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return useMemo(() => ({ language, tag: languageTag(language) }), [language]);
}
