import { screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderPage } from "../../../../components/testing/render-page";
import { subscription } from "../testing/fixtures";
import { callsTo, plansRoutes } from "../testing/render-plans";
import { BuySubscriptionPage } from "./buy-subscription-page";
import { SubscriptionSection } from "./subscription-section";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const open = (url: string) =>
  renderPage(url, "/:tenant/settings/subscription/buy-subscription", <BuySubscriptionPage />);

describe("BuySubscriptionPage", () => {
  it("back from a paid checkout: syncs, refetches and says the payment went through", async () => {
    const calls = mockApi({
      ...plansRoutes({ subscription: subscription("Trial", "Trial") }),
      "POST /acme/api/rapyd/sync": { ok: true },
    });
    const { router } = await open("/acme/settings/subscription/buy-subscription?checkout=done");
    expect(await screen.findByTestId("checkout-done")).toHaveTextContent(
      "Your payment went through and your subscription has been updated.",
    );
    expect(callsTo(calls, "POST", "/acme/api/rapyd/sync")).toHaveLength(1);
    await waitFor(() =>
      expect(callsTo(calls, "GET", "/acme/api/subscriptions/subscription").length).toBeGreaterThanOrEqual(1),
    );
    expect(router.state.location.search).toBe("");
  });

  it("back from a cancelled checkout: says nothing changed and does not sync", async () => {
    const calls = mockApi(plansRoutes({ subscription: subscription("Trial", "Trial") }));
    await open("/acme/settings/subscription/buy-subscription?checkout=cancelled");
    expect(await screen.findByTestId("checkout-cancelled")).toHaveTextContent(
      "The payment was cancelled. Your subscription has not changed.",
    );
    expect(callsTo(calls, "POST", "/acme/api/rapyd/sync")).toHaveLength(0);
  });

  it("shows the page title and the plans screen with the status card", async () => {
    mockApi(plansRoutes({ subscription: subscription("Basic", "Active") }));
    await open("/acme/settings/subscription/buy-subscription");
    expect(screen.getByText("Subscription plans")).toBeInTheDocument();
    expect(await screen.findByTestId("subscription-status-card")).toBeInTheDocument();
    expect(screen.getByTestId("plan-box-Basic")).toBeInTheDocument();
  });
});

describe("SubscriptionSection", () => {
  it("syncs the subscription once per session", async () => {
    const calls = mockApi({
      ...plansRoutes({ subscription: subscription("Basic", "Active") }),
      "POST /acme/api/rapyd/sync": { ok: true },
    });
    const section = (
      <Routes>
        <Route path="/:tenant/settings/subscription" element={<SubscriptionSection />}>
          <Route path="buy-subscription" element={<div data-testid="child" />} />
        </Route>
      </Routes>
    );
    const first = await renderPage("/acme/settings/subscription/buy-subscription", "*", section);
    expect(await screen.findByTestId("child")).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, "POST", "/acme/api/rapyd/sync")).toHaveLength(1));
    first.unmount();
    await renderPage("/acme/settings/subscription/buy-subscription", "*", section);
    expect(await screen.findByTestId("child")).toBeInTheDocument();
    expect(callsTo(calls, "POST", "/acme/api/rapyd/sync")).toHaveLength(1);
  });
});
