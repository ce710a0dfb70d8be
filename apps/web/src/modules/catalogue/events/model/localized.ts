import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import { useLanguage } from "../../../../lib/language/use-language";

/** The text in the interface language; Icelandic falls back to English when empty. */
export function localizedText(text: Bilingual, language: string): string {
  return language === "IS" && text.IS.trim() ? text.IS : text.EN;
}

/** localizedText bound to the current interface language. */
export function useLocalized(): (text: Bilingual) => string {
  const { language } = useLanguage();
  return (text) => localizedText(text, language);
}
