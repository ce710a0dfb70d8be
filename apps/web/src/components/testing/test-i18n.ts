import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import type { Language } from "@stund/shared/enums";
import { i18nOptions } from "../../lib/i18n/i18n";

/** Starts i18next for a test with the shared catalogues, configured as the console starts it. */
export async function initTestI18n(language: Language = "EN"): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .init(i18nOptions({ EN: catalogueFor("EN"), IS: catalogueFor("IS") }, language));
  }
  await i18n.changeLanguage(language);
}
