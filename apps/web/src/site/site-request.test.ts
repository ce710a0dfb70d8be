import { describe, expect, it } from "vitest";
import { siteRequestOf, type IncomingPage } from "./site-request";

const incoming = (overrides: Partial<IncomingPage> = {}): IncomingPage => ({
  tenant: "acme",
  url: "/acme/storefront",
  cookie: undefined,
  acceptLanguage: undefined,
  origin: "https://book.example",
  ...overrides,
});

describe("siteRequestOf", () => {
  it("reads a plain address: English, its own page, no frame", () => {
    expect(siteRequestOf(incoming())).toEqual({
      tenant: "acme",
      language: "EN",
      layout: "Auto",
      embedded: false,
      origin: "https://book.example",
      path: "/acme/storefront",
    });
  });

  it("takes the language the address asks for first, and keeps it for the page's links", () => {
    const request = siteRequestOf(
      incoming({
        url: "/acme/storefront?lang=is",
        cookie: "stund_storefront_language=EN",
        acceptLanguage: "en-GB,en;q=0.9",
      }),
    );
    expect(request.language).toBe("IS");
    expect(request.requestedLanguage).toBe("IS");
    expect(siteRequestOf(incoming({ url: "/acme/storefront?lang=EN", acceptLanguage: "is" })).language).toBe(
      "EN",
    );
  });

  it("then the language the customer chose last, among the page's other cookies", () => {
    const request = siteRequestOf(
      incoming({
        cookie: "session=abc; stund_storefront_language=IS; theme=dark",
        acceptLanguage: "en-GB,en;q=0.9",
      }),
    );
    expect(request.language).toBe("IS");
    // The address asked for none, so the links ask for none either.
    expect(request).not.toHaveProperty("requestedLanguage");
  });

  it("then the browser's, Icelandic when it comes before English", () => {
    expect(siteRequestOf(incoming({ acceptLanguage: "is-IS,is;q=0.9,en;q=0.8" })).language).toBe("IS");
    expect(siteRequestOf(incoming({ acceptLanguage: "de-DE,de;q=0.9,is;q=0.5" })).language).toBe("IS");
    expect(siteRequestOf(incoming({ acceptLanguage: "en-US,is;q=0.5" })).language).toBe("EN");
    expect(siteRequestOf(incoming({ acceptLanguage: "de-DE" })).language).toBe("EN");
  });

  it("passes over a language it does not know, in the address or the cookie", () => {
    const request = siteRequestOf(
      incoming({
        url: "/acme/storefront?lang=de",
        cookie: "stund_storefront_language=FR",
        acceptLanguage: "is",
      }),
    );
    expect(request.language).toBe("IS");
    expect(request).not.toHaveProperty("requestedLanguage");
  });

  it("reads the widget's frame, layout and project from the query", () => {
    const request = siteRequestOf(
      incoming({ url: "/acme/storefront/glacier-walk?embed=1&lang=en&layout=TwoColumns&project=north" }),
    );
    expect(request).toEqual({
      tenant: "acme",
      language: "EN",
      requestedLanguage: "EN",
      layout: "TwoColumns",
      project: "north",
      embedded: true,
      origin: "https://book.example",
      path: "/acme/storefront/glacier-walk",
    });
  });

  it("is embedded only with embed=1, and takes an unknown layout for Auto", () => {
    expect(siteRequestOf(incoming({ url: "/acme/storefront?embed=true" })).embedded).toBe(false);
    expect(siteRequestOf(incoming({ url: "/acme/storefront?layout=Single" })).layout).toBe("Single");
    expect(siteRequestOf(incoming({ url: "/acme/storefront?layout=Grid" })).layout).toBe("Auto");
    expect(siteRequestOf(incoming({ url: "/acme/storefront?project=" }))).not.toHaveProperty("project");
  });

  it("keeps the origin without a trailing slash and the path without its query", () => {
    const request = siteRequestOf(
      incoming({ url: "/acme/booking/b1?lang=is", origin: "http://localhost:3000/" }),
    );
    expect(request.origin).toBe("http://localhost:3000");
    expect(request.path).toBe("/acme/booking/b1");
  });
});
