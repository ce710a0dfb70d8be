import i18n from "i18next";
import type { Language } from "@stund/shared/enums";

/** BCP 47 tag of an interface language: the page's lang attribute, Accept-Language, Intl names. */
export type LanguageTag = "en" | "is";

/** Any language code as the API names it: Icelandic for "IS", English for everything else. */
export function asLanguage(value: string | null | undefined): Language {
  return value === "IS" ? "IS" : "EN";
}

export function languageTag(language: Language): LanguageTag {
  return language === "IS" ? "is" : "en";
}

/** The language the interface is shown in now, for code outside React (API calls, modals). */
export function currentLanguage(): Language {
  return asLanguage(i18n.language);
}

/** Shows the interface in `language` (texts and the page's lang) without remembering it anywhere. */
export async function showLanguage(language: Language): Promise<void> {
  document.documentElement.lang = languageTag(language);
  await i18n.changeLanguage(language);
}
