import type { ReactNode } from "react";
import { useEmbedHeight } from "../hooks/use-embed-height";
import { useSite } from "../hooks/site-context";
import { LanguageSwitch } from "./language-switch";

/**
 * The frame of every customer page: the company's name home to its storefront, and the language.
 * Inside the booking widget the company's own page is the frame, so the header goes and the
 * page reports its height instead of filling the window.
 */
export function StorefrontShell({ companyName, children }: { companyName?: string; children: ReactNode }) {
  const { request, link, t } = useSite();
  const measured = useEmbedHeight(request.embedded);
  return (
    <div ref={measured} className={request.embedded ? "sf-embedded" : "sf-page"}>
      {!request.embedded && (
        <header className="sf-header">
          <div className="sf-container sf-row">
            <a className="sf-home" href={link(`/${request.tenant}/storefront`)} data-testid="company-home">
              {companyName ?? "\u00a0"}
            </a>
            <LanguageSwitch />
          </div>
        </header>
      )}
      <main className="sf-container sf-main">{children}</main>
      {!request.embedded && <footer className="sf-footer">{t("storefront.poweredBy")}</footer>}
    </div>
  );
}
