import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Language } from "@stund/shared/enums";
import { changeLanguage } from "../../../../lib/i18n/i18n";
import { asLanguage, languageFromParam } from "../model/language";

/**
 * The storefront's language: ?lang=is or ?lang=en in the address wins (a company links to its
 * storefront in the language of its own site), else the one the visitor chose last. Choosing a
 * language writes it into the address, so links and reloads keep it.
 */
export function useStorefrontLanguage() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = languageFromParam(params.get("lang"));
  const language = asLanguage(i18n.language);

  useEffect(() => {
    if (requested && requested !== asLanguage(i18n.language)) void changeLanguage(requested);
  }, [requested, i18n]);

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
      void changeLanguage(next);
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
