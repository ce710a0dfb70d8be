import "dayjs/locale/en-gb";
import "dayjs/locale/is";
import i18n, { type InitOptions } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "@stund/shared/enums";
import { catalogueLanguageOf, fallbackLocale } from "@stund/shared/format/locales";
import { sendRequest } from "../http/client";
import { storedLanguage } from "../language/console-language";
import { languageTag } from "../language/language";

async function loadCatalogue(language: Language): Promise<Record<string, string>> {
  const response = await sendRequest<{ translations: Record<string, Record<string, string>> }>(
    `/translation/${language}`,
  );
  return response.translations[language] ?? {};
}

/**
 * How the console starts i18next. The catalogues are filed under the language codes (EN, IS); a
 * text missing from the chosen language comes from the catalogue of the fallback locale
 * (docs/product.md §15.1: en-US, so the English texts).
 */
export function i18nOptions(
  catalogues: Record<Language, Record<string, string>>,
  language: Language,
): InitOptions {
  return {
    resources: { EN: { translation: catalogues.EN }, IS: { translation: catalogues.IS } },
    lng: language,
    fallbackLng: catalogueLanguageOf(fallbackLocale),
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}

/** Loads both catalogues from the API (spec: GET /translation/{language}) and starts i18next. */
export async function initI18n(): Promise<void> {
  const [en, is] = await Promise.all([loadCatalogue("EN"), loadCatalogue("IS")]);
  await i18n.use(initReactI18next).init(i18nOptions({ EN: en, IS: is }, storedLanguage()));
  document.documentElement.lang = languageTag(storedLanguage());
}
