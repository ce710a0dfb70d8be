import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { sendBrowserTo } from "../browser-redirect";
import { PaymentMethodsPage } from "./payment-methods-page";

vi.mock("../browser-redirect", () => ({ sendBrowserTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(sendBrowserTo).mockReset();
});

const open = () =>
  renderPage(
    "/acme/settings/subscription/payment-methods",
    "/:tenant/settings/subscription/payment-methods",
    <PaymentMethodsPage />,
  );
const cardPage = { checkoutId: "card_1", redirectUrl: "https://pay.example/card/card_1" };

describe("PaymentMethodsPage", () => {
  it("shows the card's brand, last four digits and expiry, and replaces it on the hosted page", async () => {
    const calls = mockApi({
      "GET /acme/api/rapyd/payment_method": { brand: "Visa", last4: "4242", expMonth: 4, expYear: 2028 },
      "POST /acme/api/rapyd/checkout-card": cardPage,
    });
    await open();
    expect(await screen.findByTestId("payment-method-number")).toHaveTextContent("Visa ending in 4242");
    expect(screen.getByTestId("payment-method-expiry")).toHaveTextContent("Expires 04/2028");
    fireEvent.click(screen.getByRole("button", { name: "Replace card" }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(cardPage.redirectUrl));
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("has an empty state that adds a card", async () => {
    mockApi({
      "GET /acme/api/rapyd/payment_method": null,
      "POST /acme/api/rapyd/checkout-card": cardPage,
    });
    await open();
    expect(await screen.findByTestId("empty-state")).toHaveTextContent("No card on file");
    fireEvent.click(screen.getByTestId("add-card"));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(cardPage.redirectUrl));
  });

  it("back from the hosted card page: syncs and says the card was saved", async () => {
    const calls = mockApi({
      "GET /acme/api/rapyd/payment_method": { brand: "Visa", last4: "1111", expMonth: 11, expYear: 2031 },
      "POST /acme/api/rapyd/sync": { ok: true },
    });
    const { router } = await renderPage(
      "/acme/settings/subscription/payment-methods?card=done",
      "/:tenant/settings/subscription/payment-methods",
      <PaymentMethodsPage />,
    );
    expect(await screen.findByTestId("checkout-done")).toHaveTextContent("Your card has been saved.");
    expect(calls.filter((call) => call.path === "/acme/api/rapyd/sync")).toHaveLength(1);
    expect(router.state.location.search).toBe("");
  });

  it("shows an error with a retry when the card cannot be loaded", async () => {
    mockApi({ "GET /acme/api/rapyd/payment_method": { status: 500, body: { title: "Down" } } });
    await open();
    expect(await screen.findByRole("alert")).toHaveTextContent("Oops. Something went wrong.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
