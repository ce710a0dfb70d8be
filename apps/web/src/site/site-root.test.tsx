import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SitePage } from "../modules/sales/storefront/model/site-page";
import { company, glacierWalk } from "../modules/sales/storefront/testing/storefront-fixtures";
import { SiteRoot } from "./site-root";
import { siteRequestOf, type IncomingPage } from "./site-request";

/** A customer page as the server hands it to the browser: the request it read and the page's data. */
function openSitePage(page: SitePage, url: string, incoming: Partial<IncomingPage> = {}) {
  const request = siteRequestOf({
    tenant: url.split("/")[1] ?? "",
    url,
    cookie: undefined,
    acceptLanguage: "en-GB,en;q=0.9",
    origin: "https://book.example",
    ...incoming,
  });
  return render(<SiteRoot state={{ request, page }} />);
}

beforeEach(() => {
  // The experience's checkout reads its departures; these tests look at what the server drew.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SiteRoot", () => {
  it("tells a visitor of an unknown company that it was not found", () => {
    openSitePage({ kind: "companyNotFound" }, "/nobody/storefront");
    expect(screen.getByTestId("company-not-found")).toHaveTextContent("We could not find this company");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("We could not find this company");
    expect(screen.getByTestId("language-switch")).toBeInTheDocument();
  });

  it("says so in Icelandic with ?lang=is", () => {
    openSitePage({ kind: "companyNotFound" }, "/nobody/storefront?lang=is");
    expect(screen.getByTestId("company-not-found")).toHaveTextContent("Við fundum ekki þetta fyrirtæki");
  });

  it("says when the experience is not on sale, with a way back to the others", () => {
    openSitePage({ kind: "experienceNotFound", company }, "/acme/storefront/gone");
    const message = screen.getByTestId("experience-not-found");
    expect(message).toHaveTextContent("This experience is not on sale");
    expect(within(message).getByRole("link", { name: "See all experiences" })).toHaveAttribute(
      "href",
      "/acme/storefront",
    );
    expect(screen.getByTestId("company-home")).toHaveTextContent("Acme Tours");
  });

  it("keeps the language the address asks for on the way back", () => {
    openSitePage({ kind: "experienceNotFound", company }, "/acme/storefront/gone?lang=is");
    const message = screen.getByTestId("experience-not-found");
    expect(message).toHaveTextContent("Þessi upplifun er ekki til sölu");
    expect(within(message).getByRole("link", { name: "Sjá allar upplifanir" })).toHaveAttribute(
      "href",
      "/acme/storefront?lang=is",
    );
  });

  it("draws the page in the language the customer chose last when the address asks for none", () => {
    openSitePage({ kind: "storefront", company, experiences: [glacierWalk] }, "/acme/storefront", {
      cookie: "stund_storefront_language=IS",
    });
    const card = screen.getByTestId("experience-card");
    expect(card).toHaveTextContent("Jöklaganga");
    expect(card).toHaveAttribute("href", "/acme/storefront/glacier-walk");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("draws an experience's page with the data the server read, inside the widget's frame", () => {
    openSitePage(
      { kind: "experience", company, experience: glacierWalk, upcoming: [] },
      "/acme/storefront/glacier-walk?embed=1&layout=Single",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Glacier walk" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.getByTestId("checkout-form").closest("[data-layout]")).toHaveAttribute(
      "data-layout",
      "Single",
    );
  });
});
