import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Language } from "@stund/shared/enums";
import { currentLanguage, showLanguage } from "../../../../lib/language/language";
import { useLanguage } from "../../../../lib/language/use-language";
import { localStore } from "../../../../lib/storage/browser-storage";
import { languageFromParam } from "../model/language";

/**
 * Where the customer pages (storefront, booking pages, the widget's frame) remember the language
 * a customer chose: a key of their own, so the console's remembered language stays the console
 * user's.
 */
export const storefrontLanguageKey = "stund.storefront.language";

/**
 * The storefront's language: ?lang=is or ?lang=en in the address wins (a company links to its
 * storefront in the language of its own site), else the one the visitor chose last. Choosing a
 * language writes it into the address, so links and reloads keep it.
 */
export function useStorefrontLanguage() {
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = languageFromParam(params.get("lang"));

  useEffect(() => {
    const wanted = requested ?? languageFromParam(localStore.get(storefrontLanguageKey));
    if (wanted && wanted !== currentLanguage()) void showLanguage(wanted);
  }, [requested]);

  const choose = useCallback(
    (next: Language) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("lang", next.toLowerCase());
          return updated;
        },
        { replace: true },
      );
      localStore.set(storefrontLanguageKey, next);
      void showLanguage(next);
    },
    [setParams],
  );

  /** A storefront address that keeps the language the address asked for. */
  const link = useCallback(
    (path: string) => (requested ? `${path}?lang=${requested.toLowerCase()}` : path),
    [requested],
  );

  return { language, choose, link };
}
