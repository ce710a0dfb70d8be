import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { languageKey } from "../../../../lib/i18n/i18n";
import { localStore } from "../../../../lib/storage/browser-storage";

/** A storefront page: a customer's language choice made there is not the console's. */
const storefrontPath = /^\/[^/]+\/(storefront|booking)(\/|$)/;

function fromStorefront(url: string): boolean {
  try {
    return storefrontPath.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/**
 * The preview runs the storefront on the console's own origin, and the storefront remembers the
 * language it is shown in where the console keeps its own. While the preview is open, a language
 * written by a storefront page is put back to the console's, so previewing an Icelandic widget
 * does not turn the console Icelandic on the next visit.
 */
export function useKeepConsoleLanguage(): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== languageKey || !fromStorefront(event.url)) return;
      const consoleLanguage = i18n.language === "IS" ? "IS" : "EN";
      if (event.newValue !== consoleLanguage) localStore.set(languageKey, consoleLanguage);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [i18n]);
}
