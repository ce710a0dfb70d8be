import { render } from "@testing-library/react";
import type { Language } from "@stund/shared/enums";
import { BookingPage } from "../components/booking-page";
import { ExperiencePage } from "../components/experience-page";
import { StorefrontPage } from "../components/storefront-page";
import { SiteProvider } from "../hooks/site-context";
import { languageFromParam, siteLanguage, siteLanguageCookie } from "../model/language";
import { layoutFrom } from "../model/layout";
import type { SitePage, SiteRequest } from "../model/site-page";

/** The pages this module draws; the site's composition adds the pages that found nothing. */
export type StorefrontSitePage = Extract<SitePage, { kind: "storefront" | "experience" | "booking" }>;

export interface OpenOptions {
  /** The address the customer opened (path and query); the page's own address when left out. */
  url?: string;
  /** The browser's preferred language (its Accept-Language). */
  language?: Language;
  /** The language the customer chose on an earlier visit (the storefront's cookie). */
  chosenLanguage?: Language;
  /** The window width media queries see: a phone is 390 px. */
  width?: number;
}

export const testOrigin = "https://book.example";

function setViewportWidth(width: number) {
  const happyDom = (window as unknown as { happyDOM?: { setViewport: (size: { width: number }) => void } })
    .happyDOM;
  happyDom?.setViewport({ width });
}

/** The address a page has when nobody asks for another. */
export function addressOf(page: StorefrontSitePage, tenant = "acme"): string {
  switch (page.kind) {
    case "storefront":
      return `/${tenant}/storefront`;
    case "experience":
      return `/${tenant}/storefront/${page.experience.tag || page.experience.id}`;
    case "booking":
      return `/${tenant}/booking/${page.bookingId}`;
  }
}

/**
 * The request the server reads from an address, as the site's siteRequestOf reads it (the page's
 * language from ?lang=, then the customer's cookie, then the browser's; the widget's frame, layout
 * and project from the query). Modules do not import the site's composition, so this is its
 * reading for this module's tests; the site's own tests hold the two to the same addresses.
 */
export function testRequest(url: string, options: Omit<OpenOptions, "url" | "width"> = {}): SiteRequest {
  const address = new URL(url, testOrigin);
  const params = address.searchParams;
  const requestedLanguage = languageFromParam(params.get("lang"));
  return {
    tenant: address.pathname.split("/")[1] ?? "",
    language: siteLanguage({
      param: params.get("lang"),
      cookie: options.chosenLanguage ? `${siteLanguageCookie}=${options.chosenLanguage}` : undefined,
      acceptLanguage: options.language === "IS" ? "is-IS,is;q=0.9" : "en-GB,en;q=0.9",
    }),
    ...(requestedLanguage ? { requestedLanguage } : {}),
    layout: layoutFrom(address.search),
    ...(params.get("project") ? { project: params.get("project")! } : {}),
    embedded: params.get("embed") === "1",
    origin: testOrigin,
    path: address.pathname,
  };
}

function PageOf({ page }: { page: StorefrontSitePage }) {
  switch (page.kind) {
    case "storefront":
      return <StorefrontPage company={page.company} experiences={page.experiences} />;
    case "experience":
      return <ExperiencePage company={page.company} experience={page.experience} upcoming={page.upcoming} />;
    case "booking":
      return <BookingPage company={page.company} bookingId={page.bookingId} />;
  }
}

/**
 * Opens one of the customer pages as the browser takes it over: with the data the server read
 * for it as props, in the language and frame its address asks for. Only the departures and the
 * booking are read (and posted) with fetch, which the test mocks.
 */
export function openSitePage(page: StorefrontSitePage, options: OpenOptions = {}) {
  setViewportWidth(options.width ?? 390);
  const request = testRequest(options.url ?? addressOf(page), options);
  const view = render(
    <SiteProvider request={request}>
      <PageOf page={page} />
    </SiteProvider>,
  );
  return { ...view, request };
}
