import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sendBrowserTo } from "../browser-redirect";
import { subscription, unbilledCompany } from "../testing/fixtures";
import { callsTo, renderPlans } from "../testing/render-plans";

vi.mock("../browser-redirect", () => ({ sendBrowserTo: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(sendBrowserTo).mockReset();
});

const checkout = { checkoutId: "co_1", redirectUrl: "https://pay.example/checkout/co_1" };
const proration = {
  tier: "Premium",
  currency: "EUR",
  credit: 20,
  charge: 1254.34,
  amount: 1234.34,
  periodEnd: "2026-04-01T10:00:00Z",
  computedAt: "2026-03-15T10:00:00Z",
};

describe("buy flow (docs/product.md §12.5)", () => {
  it("from Trial: the confirm dialog has no text, then the checkout sends the browser to the hosted page", async () => {
    const { calls } = await renderPlans({
      subscription: subscription("Trial", "Trial"),
      routes: { "POST /acme/api/rapyd/checkout": checkout },
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Basic"));
    expect(await screen.findByText("You are about to buy the Basic plan")).toBeInTheDocument();
    expect(screen.queryByText("Are you sure you want to continue?")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(checkout.redirectUrl));
    expect(callsTo(calls, "POST", "/acme/api/rapyd/checkout")[0]).toMatchObject({
      body: { subscriptionTier: "Basic" },
    });
    expect(callsTo(calls, "PUT", "/acme/api/rapyd")).toHaveLength(0);
  });

  it("without a subscription it also starts a checkout", async () => {
    const { calls } = await renderPlans({
      subscription: null,
      routes: { "POST /acme/api/rapyd/checkout": checkout },
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Premium"));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledTimes(1));
    expect(callsTo(calls, "POST", "/acme/api/rapyd/checkout")[0]?.body).toEqual({
      subscriptionTier: "Premium",
    });
  });

  it("upgrade: shows the prorated amount, then changes the plan and refetches", async () => {
    const { calls } = await renderPlans({
      subscription: subscription("Basic", "Active"),
      routes: {
        "GET /acme/api/rapyd/prorate": proration,
        "PUT /acme/api/rapyd": subscription("Premium", "Active"),
      },
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Premium"));
    expect(await screen.findByText("You are about to buy the Premium plan")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The new plan applies at once. For the rest of this billing period, until 01.April 2026, you are charged 1.234,34 €. From the next period the full price of 199,00 € per month applies.",
      ),
    ).toBeInTheDocument();
    const before = callsTo(calls, "GET", "/acme/api/subscriptions/subscription").length;
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(calls, "PUT", "/acme/api/rapyd")).toHaveLength(1));
    expect(callsTo(calls, "PUT", "/acme/api/rapyd")[0]).toMatchObject({
      body: { subscriptionTier: "Premium" },
    });
    await waitFor(() =>
      expect(callsTo(calls, "GET", "/acme/api/subscriptions/subscription").length).toBeGreaterThan(before),
    );
    expect(sendBrowserTo).not.toHaveBeenCalled();
  });

  it("downgrade: says it takes effect at the period end, then changes the plan", async () => {
    const { calls } = await renderPlans({
      subscription: subscription("Premium", "Active"),
      routes: { "PUT /acme/api/rapyd": subscription("Premium", "Active") },
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Basic"));
    expect(
      await screen.findByText(
        "Your plan changes to Basic at the end of the current billing period, on 01.April 2026. Until then you keep your current plan.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(calls, "GET", "/acme/api/rapyd/prorate")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(callsTo(calls, "PUT", "/acme/api/rapyd")).toHaveLength(1));
  });

  it("without billing information: the billing form first, saved only when valid, then the checkout", async () => {
    const { calls } = await renderPlans({
      subscription: subscription("Trial", "Trial"),
      company: unbilledCompany,
      routes: {
        "PUT /acme/api/tenants/billinginfo": (body: unknown) => ({
          ...unbilledCompany,
          billingInfo: body as typeof unbilledCompany.billingInfo,
        }),
        "POST /acme/api/rapyd/checkout": checkout,
      },
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Standard"));
    expect(await screen.findByText("You are about to buy the Standard plan")).toBeInTheDocument();
    expect(screen.getByText("You have to fill in billing information before continuing")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Company ssn is required")).toBeInTheDocument();
    expect(callsTo(calls, "PUT", "/acme/api/tenants/billinginfo")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Company ID number/), { target: { value: "5501012345" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(sendBrowserTo).toHaveBeenCalledWith(checkout.redirectUrl));
    expect(callsTo(calls, "PUT", "/acme/api/tenants/billinginfo")[0]?.body).toEqual({
      companySsn: "5501012345",
      countryCode: "IS",
      email: "info@acme.is",
    });
    expect(callsTo(calls, "POST", "/acme/api/rapyd/checkout")[0]?.body).toEqual({
      subscriptionTier: "Standard",
    });
  });

  it("without billing information on a paid plan: the form carries the change's text", async () => {
    await renderPlans({
      subscription: subscription("Premium", "Active"),
      company: unbilledCompany,
    });
    fireEvent.click(await screen.findByTestId("buy-plan-Basic"));
    expect(
      await screen.findByText("You have to fill in billing information before continuing"),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your plan changes to Basic at the end of the current billing period/),
    ).toBeInTheDocument();
  });
});
