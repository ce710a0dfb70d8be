import type { Language } from "@stund/shared/enums";

/** The language a storefront address asks for with ?lang=is or ?lang=en (or a stored "IS"/"EN"). */
export function languageFromParam(value: string | null | undefined): Language | undefined {
  const normalised = value?.trim().toUpperCase();
  return normalised === "IS" || normalised === "EN" ? normalised : undefined;
}

/**
 * Where the customer pages remember the language a customer chose: a cookie of their own (the
 * server renders the page in it), apart from the console user's language.
 */
export const siteLanguageCookie = "stund_storefront_language";

export function rememberLanguage(language: Language): void {
  document.cookie = `${siteLanguageCookie}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Icelandic when the browser prefers it to English, else English. */
function fromAcceptLanguage(header: string | undefined): Language {
  for (const entry of (header ?? "").split(",")) {
    const tag = entry.split(";")[0]?.trim().toLowerCase() ?? "";
    if (tag.startsWith("is")) return "IS";
    if (tag.startsWith("en")) return "EN";
  }
  return "EN";
}

/** The page's language: the address's ?lang= wins, then the customer's last choice, then the browser's. */
export function siteLanguage(request: {
  param: string | null | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  return (
    languageFromParam(request.param) ??
    languageFromParam(cookieValue(request.cookie, siteLanguageCookie)) ??
    fromAcceptLanguage(request.acceptLanguage)
  );
}
