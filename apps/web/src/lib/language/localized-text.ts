import type { Bilingual } from "@stund/shared/contracts/catalogue/common";

/** Content in the console language: Icelandic falls back to English when it was left empty. */
export function localizedText(text: Bilingual, language: string): string {
  return language === "IS" ? text.IS.trim() || text.EN : text.EN;
}
