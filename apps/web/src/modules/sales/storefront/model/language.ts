import type { Language } from "@stund/shared/enums";

/** The language a storefront address asks for with ?lang=is or ?lang=en. */
export function languageFromParam(value: string | null): Language | undefined {
  const normalised = value?.trim().toUpperCase();
  return normalised === "IS" || normalised === "EN" ? normalised : undefined;
}

export function asLanguage(value: string | undefined): Language {
  return value === "IS" ? "IS" : "EN";
}
