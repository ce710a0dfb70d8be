import type { Language } from "@stund/shared/enums";
import { localStore } from "../storage/browser-storage";
import { asLanguage, showLanguage } from "./language";

/**
 * Where the console remembers the language its user chose (docs/product.md §1.4). Only the
 * console writes it: customer pages (storefront, booking pages, the widget's frame) keep their
 * own choice, so a customer's language never becomes the console's.
 */
export const languageKey = "stund.language";

export function storedLanguage(): Language {
  return asLanguage(localStore.get(languageKey));
}

/** Whether the user has ever chosen a language with the toggle on this browser. */
export function hasChosenLanguage(): boolean {
  return localStore.get(languageKey) !== null;
}

/** The console's language toggle: shows the language and remembers it for the next visit. */
export async function changeLanguage(language: Language): Promise<void> {
  localStore.set(languageKey, language);
  await showLanguage(language);
}
