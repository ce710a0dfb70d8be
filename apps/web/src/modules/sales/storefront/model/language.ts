import type { Language } from "@stund/shared/enums";

/** The language a storefront address asks for with ?lang=is or ?lang=en (or a stored "IS"/"EN"). */
export function languageFromParam(value: string | null): Language | undefined {
  const normalised = value?.trim().toUpperCase();
  return normalised === "IS" || normalised === "EN" ? normalised : undefined;
}
