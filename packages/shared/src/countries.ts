import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import is from "i18n-iso-countries/langs/is.json" with { type: "json" };

countries.registerLocale(en);
countries.registerLocale(is);

export interface Country {
  code: string;
  name: string;
}

/** About 250 ISO 3166-1 countries, named in the given language and sorted by name. */
export function countryList(language: "EN" | "IS"): Country[] {
  const names = countries.getNames(language === "IS" ? "is" : "en", { select: "official" });
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, language === "IS" ? "is" : "en"));
}

export function isCountryCode(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}
