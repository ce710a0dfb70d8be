import { layoutFrom } from "../modules/sales/storefront/model/layout";
import { languageFromParam, siteLanguage } from "../modules/sales/storefront/model/language";
import type { SiteRequest } from "../modules/sales/storefront/model/site-page";

/** What the server knows of a customer page's request. */
export interface IncomingPage {
  tenant: string;
  /** The path and query the browser asked for. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
  /** The installation's public origin for this request (PUBLIC_ORIGIN, else the request's own). */
  origin: string;
}

/** Reads a customer page's address: its language, the widget's layout and project, the frame. */
export function siteRequestOf(incoming: IncomingPage): SiteRequest {
  const url = new URL(incoming.url, "http://localhost");
  const params = url.searchParams;
  const requestedLanguage = languageFromParam(params.get("lang"));
  return {
    tenant: incoming.tenant,
    language: siteLanguage({
      param: params.get("lang"),
      cookie: incoming.cookie,
      acceptLanguage: incoming.acceptLanguage,
    }),
    ...(requestedLanguage ? { requestedLanguage } : {}),
    layout: layoutFrom(url.search),
    ...(params.get("project") ? { project: params.get("project")! } : {}),
    embedded: params.get("embed") === "1",
    origin: incoming.origin.replace(/\/$/, ""),
    path: url.pathname,
  };
}
