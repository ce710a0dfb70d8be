/**
 * docs/product.md §15.1 locales. The interface speaks a language (EN, IS) and keeps one catalogue of texts per
 * language; dates and numbers show in a locale.
 */
import type { Language } from "../enums";

/** The locale whose texts stand in for a text missing from the chosen language. */
export const fallbackLocale = "en-US";

/** The locale dates and numbers show in when no number-format preset or language chooses one. */
export const defaultDisplayLocale = "en-GB";

const displayLocales: Record<Language, string> = { EN: defaultDisplayLocale, IS: "is-IS" };

/** The catalogue that holds a locale's texts: Icelandic for is, English (the default language) otherwise. */
export function catalogueLanguageOf(locale: string): Language {
  return locale.split(/[-_]/)[0]?.toLowerCase() === "is" ? "IS" : "EN";
}

/** The locale an interface language shows dates and numbers in; without one, the default display locale. */
export function displayLocaleOf(language?: Language): string {
  return language ? displayLocales[language] : defaultDisplayLocale;
}
