import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteLanguageCookie } from "../modules/sales/storefront/model/language";
import { siteStateElementId, type SiteState } from "../modules/sales/storefront/model/site-page";
import { company, glacierWalk } from "../modules/sales/storefront/testing/storefront-fixtures";
import { SiteRoot } from "./site-root";
import { siteRequestOf } from "./site-request";

/** The storefront as the server sent it to an address without ?embed=1: its markup and its state. */
function serverPage(): SiteState {
  const state: SiteState = {
    request: siteRequestOf({
      tenant: "acme",
      url: "/acme/storefront?lang=en",
      cookie: undefined,
      acceptLanguage: undefined,
      origin: "https://book.example",
    }),
    page: { kind: "storefront", company, experiences: [glacierWalk] },
  };
  const data = JSON.stringify(state).replace(/</g, "\\u003c");
  document.body.innerHTML =
    `<div id="root">${renderToString(<SiteRoot state={state} />)}</div>` +
    `<script id="${siteStateElementId}" type="application/json">${data}</script>`;
  return state;
}

/** The browser runs the page's script, which takes the page over. */
async function runEntry() {
  vi.resetModules();
  await act(async () => {
    await import("./entry-client");
  });
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, "error");
});

afterEach(() => {
  window.name = "";
  document.body.innerHTML = "";
  document.cookie = `${siteLanguageCookie}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

describe("the customer pages' script", () => {
  it("takes over the page the server drew, as it is", async () => {
    serverPage();
    await runEntry();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByTestId("experience-card")).toHaveAttribute(
      "href",
      "/acme/storefront/glacier-walk?lang=en",
    );
    // The browser's tree matched the server's: nothing to redraw or report.
    expect(errors).not.toHaveBeenCalled();

    // The page answers now: the language links remember the customer's choice.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener("click", stay);
    try {
      fireEvent.click(within(screen.getByTestId("language-switch")).getByRole("link", { name: /Icelandic/ }));
    } finally {
      document.removeEventListener("click", stay);
    }
    expect(document.cookie).toContain(`${siteLanguageCookie}=IS`);
  });

  it("stays embedded on the next page of the widget's frame, where the address no longer says so", async () => {
    serverPage();
    window.name = "stund-embed";
    await runEntry();
    expect(screen.getByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.getByTestId("experience-card")).toHaveAttribute(
      "href",
      "/acme/storefront/glacier-walk?lang=en&embed=1",
    );
  });
});
