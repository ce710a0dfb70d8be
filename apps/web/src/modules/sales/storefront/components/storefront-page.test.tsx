import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockRecordedApi } from "../../../../components/testing/recorded-api";
import { languageKey } from "../../../../lib/language/console-language";
import { storefrontLanguageKey } from "../hooks/use-storefront-language";
import { company, glacierWalk, whaleWatching } from "../testing/storefront-fixtures";
import { openStorefront } from "../testing/render-storefront";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const catalogue = (experiences: unknown[]) => ({
  "GET /acme/api/public/company": company,
  "GET /acme/api/public/experiences": experiences,
});

describe("StorefrontPage", () => {
  it("lists the experiences on sale with picture, duration and price from, each linking to its page", async () => {
    const calls = mockRecordedApi(catalogue([glacierWalk, whaleWatching]));
    const { router } = await openStorefront("/acme/storefront");

    expect(await screen.findByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    const cards = screen.getAllByTestId("experience-card");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Glacier walk");
    expect(cards[0]).toHaveTextContent("Walk on Sólheimajökull.");
    expect(cards[0]).toHaveTextContent("3 h");
    expect(within(cards[0]!).getByTestId("from-price")).toHaveTextContent("From 6.450 Kr.");
    expect(cards[0]!.querySelector("img")).toHaveAttribute("src", "https://images.example/glacier.jpg");
    expect(cards[1]).toHaveTextContent("45 min");
    expect(within(cards[1]!).getByTestId("from-price")).toHaveTextContent("From 9.900 Kr.");
    expect(cards[0]).toHaveAttribute("href", "/acme/storefront/glacier-walk");

    // Public reads send no cookie, so a visitor's console session never comes along.
    expect(calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(["/acme/api/public/company", "/acme/api/public/experiences"]),
    );
    for (const [, init] of vi.mocked(fetch).mock.calls) expect(init?.credentials).toBe("omit");

    fireEvent.click(cards[1]!);
    expect(router.state.location.pathname).toBe("/acme/storefront/whales");
  });

  it("says so when nothing is on sale", async () => {
    mockRecordedApi(catalogue([]));
    await openStorefront("/acme/storefront");
    expect(await screen.findByTestId("empty-state")).toHaveTextContent(
      "Acme Tours has no experiences on sale at the moment.",
    );
    expect(screen.queryByTestId("experience-card")).not.toBeInTheDocument();
  });

  it("tells a visitor of an unknown company that it was not found", async () => {
    mockRecordedApi({});
    await openStorefront("/nobody/storefront");
    expect(await screen.findByTestId("company-not-found")).toHaveTextContent(
      "We could not find this company",
    );
  });

  it("offers a retry when the server fails, and shows the experiences once it answers", async () => {
    let fail = true;
    mockRecordedApi({
      "GET /acme/api/public/company": company,
      "GET /acme/api/public/experiences": () =>
        fail ? { status: 500, body: { title: "Boom" } } : [glacierWalk],
    });
    await openStorefront("/acme/storefront");
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("alert")).toHaveTextContent("We could not load this.");
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("experience-card")).toHaveTextContent("Glacier walk");
  });

  it("is in Icelandic with ?lang=is, and links keep the language", async () => {
    mockRecordedApi(catalogue([glacierWalk]));
    await openStorefront("/acme/storefront?lang=is");
    const card = await screen.findByTestId("experience-card");
    expect(card).toHaveTextContent("Jöklaganga");
    expect(card).toHaveTextContent("Gengið á Sólheimajökul.");
    expect(card).toHaveTextContent("3 klst.");
    expect(within(card).getByTestId("from-price")).toHaveTextContent("Frá 6.450 Kr.");
    expect(screen.getByText("Veldu upplifun og bókaðu sætin þín á netinu.")).toBeInTheDocument();
    expect(card).toHaveAttribute("href", "/acme/storefront/glacier-walk?lang=is");
  });

  it("switches language from the header and writes it into the address", async () => {
    mockRecordedApi(catalogue([glacierWalk]));
    const { router } = await openStorefront("/acme/storefront");
    await screen.findByTestId("experience-card");
    fireEvent.click(screen.getByLabelText("Icelandic"));
    expect(await screen.findByText("Jöklaganga")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?lang=is");
  });

  it("keeps the customer's choice in its own key, leaving the console's stored language as it was", async () => {
    localStorage.setItem(languageKey, "EN");
    mockRecordedApi(catalogue([glacierWalk]));
    await openStorefront("/acme/storefront");
    await screen.findByTestId("experience-card");
    fireEvent.click(screen.getByLabelText("Icelandic"));
    expect(await screen.findByText("Jöklaganga")).toBeInTheDocument();
    expect(localStorage.getItem(storefrontLanguageKey)).toBe("IS");
    expect(localStorage.getItem(languageKey)).toBe("EN");
  });

  it("leaves the console's stored language as it was when the address asks for another", async () => {
    localStorage.setItem(languageKey, "EN");
    mockRecordedApi(catalogue([glacierWalk]));
    await openStorefront("/acme/storefront?lang=is");
    expect(await screen.findByText("Jöklaganga")).toBeInTheDocument();
    expect(localStorage.getItem(languageKey)).toBe("EN");
  });

  it("opens in the language the customer chose last when the address asks for none", async () => {
    localStorage.setItem(storefrontLanguageKey, "IS");
    mockRecordedApi(catalogue([glacierWalk]));
    await openStorefront("/acme/storefront");
    expect(await screen.findByText("Jöklaganga")).toBeInTheDocument();
  });
});
