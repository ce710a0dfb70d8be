import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { accrueBookingFee, reverseBookingFee } from "../../platform-billing/fees/booking-fee.service";
import { addMonth } from "@stund/shared/access/subscription-rules";
import { runDueJobs } from "./due-jobs";
import {
  companyWithSubscription,
  hours,
  invoicesOf,
  later,
  scriptedRapyd,
  subscriptionNow,
} from "./job-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Each test runs in its own year, far from the others, so their runs cannot reach each other's rows. */
const periodEndingAt = (year: number) => {
  const end = new Date(Date.UTC(year, 2, 10, 12));
  return { billingStartDate: new Date(Date.UTC(year, 1, 10, 12)), billingEndDate: end, end };
};

describe("runDueJobs: the clock-driven states", () => {
  it("expires a trial past its end, once; a running trial stays", async () => {
    const rapyd = scriptedRapyd();
    const { end, ...period } = periodEndingAt(2031);
    const ended = await companyWithSubscription(t, { tier: "Trial", status: "Trial", ...period });
    const running = await companyWithSubscription(t, {
      tier: "Trial",
      status: "Trial",
      billingStartDate: end,
      billingEndDate: later(end, hours(24 * 14)),
    });
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect((await subscriptionNow(t.app.db, ended.tenant.id)).status).toBe("Expired");
    expect((await subscriptionNow(t.app.db, running.tenant.id)).status).toBe("Trial");
    const again = await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect(again.expiredTrials).toBe(0);
    expect(rapyd.calls).toEqual([]);
    // The expired company reads Expired and keeps its data; gated sections are closed by the tier rules.
    const read = (await ended.owner.get(`${ended.api}/subscriptions/subscription`)).json();
    expect(read).toMatchObject({ subscriptionType: "Trial", subscriptionStatus: "Expired" });
  });

  it("cancels an unsubscribed plan at its billing end date, not before", async () => {
    const rapyd = scriptedRapyd();
    const { end, ...period } = periodEndingAt(2032);
    const company = await companyWithSubscription(t, {
      tier: "Standard",
      status: "Unsubscribed",
      ...period,
      unsubscribeDate: period.billingStartDate,
      cancellationDate: end,
    });
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, -1000));
    expect((await subscriptionNow(t.app.db, company.tenant.id)).status).toBe("Unsubscribed");
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    const row = await subscriptionNow(t.app.db, company.tenant.id);
    expect(row).toMatchObject({ status: "Canceled", cancellationDate: end, tier: "Standard" });
    expect(rapyd.callsFor(company.customer)).toEqual([]);
  });
});

describe("runDueJobs: renewals", () => {
  it("renews at the plan price plus the period's booking fees, charging once under the renewal key", async () => {
    const rapyd = scriptedRapyd();
    const { end, ...period } = periodEndingAt(2033);
    const company = await companyWithSubscription(t, { tier: "Basic", status: "Active", ...period });
    const tenantId = company.tenant.id;
    const during = later(end, -hours(48));
    await accrueBookingFee(t.app.db, {
      tenantId,
      bookingId: "b-1",
      total: 1000,
      currency: "EUR",
      at: during,
    });
    await accrueBookingFee(t.app.db, { tenantId, bookingId: "b-2", total: 200, currency: "EUR", at: during });
    await reverseBookingFee(t.app.db, {
      tenantId,
      bookingId: "b-2",
      refundId: "r-1",
      refundedAmount: 100,
      at: during,
    });
    // A booking taken in krónur: 3% of 150.000 ISK = 4.500 ISK, at 0.0066 EUR per ISK = 29,70 EUR.
    await accrueBookingFee(t.app.db, {
      tenantId,
      bookingId: "b-3",
      total: 150_000,
      currency: "ISK",
      at: during,
    });
    const subscriptionId = (await subscriptionNow(t.app.db, tenantId)).id;

    const summary = await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect(summary.renewals.renewed).toBeGreaterThanOrEqual(1);
    // Basic 49 + 3% of 1000 + 3% of 200 - half of that fee refunded + the ISK fee in euros.
    expect(rapyd.callsFor(company.customer)).toEqual([
      expect.objectContaining({
        amount: 111.7,
        idempotencyKey: `renewal:${subscriptionId}:${end.toISOString()}`,
      }),
    ]);
    const row = await subscriptionNow(t.app.db, tenantId);
    expect(row).toMatchObject({
      status: "Active",
      tier: "Basic",
      billingStartDate: end,
      billingEndDate: addMonth(end),
    });
    const [invoice] = await invoicesOf(t.app.db, tenantId);
    expect(invoice).toMatchObject({ kind: "renewal", status: "paid", totalCents: 11170, periodStart: end });
    expect(invoice!.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ["subscription", 4900],
      ["bookingFee", 3000],
      ["bookingFee", 600],
      ["bookingFeeReversal", -300],
      ["bookingFee", 2970],
    ]);
    expect(invoice!.lines.at(-1)!.description).toContain("4500.00 ISK at 0.0066 EUR per ISK");

    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect(rapyd.callsFor(company.customer)).toHaveLength(1);
    expect(await invoicesOf(t.app.db, tenantId)).toHaveLength(1);
  });

  it("applies a pending downgrade at the period end and renews at the lower price", async () => {
    const rapyd = scriptedRapyd();
    const { end, ...period } = periodEndingAt(2034);
    const company = await companyWithSubscription(t, {
      tier: "Premium",
      status: "Active",
      ...period,
      pendingTier: "Standard",
      pendingWhenToProcess: end,
    });
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, -1000));
    expect((await subscriptionNow(t.app.db, company.tenant.id)).tier).toBe("Premium");
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect(await subscriptionNow(t.app.db, company.tenant.id)).toMatchObject({
      tier: "Standard",
      status: "Active",
      pendingTier: null,
      billingStartDate: end,
    });
    expect(rapyd.callsFor(company.customer).map((call) => call.amount)).toEqual([99]);
  });

  it("marks a declined renewal UnPaid, retries with backoff under numbered keys, and recovers", async () => {
    const { end, ...period } = periodEndingAt(2035);
    const company = await companyWithSubscription(t, { tier: "Standard", status: "Active", ...period });
    const rapyd = scriptedRapyd(new Map([[company.customer, ["declined", "declined"]]]));
    const tenantId = company.tenant.id;

    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    const unpaid = await subscriptionNow(t.app.db, tenantId);
    expect(unpaid).toMatchObject({
      status: "UnPaid",
      renewalAttempts: 1,
      billingEndDate: end,
      tier: "Standard",
    });
    expect(unpaid.nextRenewalAttemptAt!.getTime()).toBe(end.getTime() + hours(1));
    expect(
      (await company.owner.get(`${company.api}/subscriptions/subscription`)).json().subscriptionStatus,
    ).toBe("UnPaid");

    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, hours(0.5)));
    expect(rapyd.callsFor(company.customer)).toHaveLength(1);
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, hours(1)));
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, hours(8)));
    const keys = rapyd.callsFor(company.customer).map((call) => call.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(`${keys[0]}:2`);
    expect(keys[2]).toBe(`${keys[0]}:3`);
    expect(await subscriptionNow(t.app.db, tenantId)).toMatchObject({
      status: "Active",
      renewalAttempts: 0,
      nextRenewalAttemptAt: null,
      billingStartDate: end,
    });
    expect((await invoicesOf(t.app.db, tenantId)).map((invoice) => invoice.status)).toEqual(["paid"]);
  });

  it("cancels the plan once every retry has been declined", async () => {
    const { end, ...period } = periodEndingAt(2036);
    const company = await companyWithSubscription(t, { tier: "Basic", status: "Active", ...period });
    const rapyd = scriptedRapyd(new Map([[company.customer, Array(10).fill("declined")]]));
    for (const at of [0, 1, 7, 31, 60].map((h) => later(end, hours(h))))
      await runDueJobs(t.app.db, { rapyd: rapyd.client }, at);
    expect(rapyd.callsFor(company.customer)).toHaveLength(4);
    const row = await subscriptionNow(t.app.db, company.tenant.id);
    expect(row).toMatchObject({ status: "Canceled", renewalAttempts: 4, billingEndDate: end });
  });

  it("keeps the attempt's key when the provider could not be reached, and fails without a card", async () => {
    const { end, ...period } = periodEndingAt(2037);
    const company = await companyWithSubscription(t, { tier: "Basic", status: "Active", ...period });
    const cardless = await companyWithSubscription(
      t,
      { tier: "Basic", status: "Active", ...period },
      { withCustomer: false },
    );
    const rapyd = scriptedRapyd(new Map([[company.customer, ["unreachable"]]]));
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, end);
    expect((await subscriptionNow(t.app.db, company.tenant.id)).status).toBe("Active");
    expect((await subscriptionNow(t.app.db, cardless.tenant.id)).status).toBe("UnPaid");
    await runDueJobs(t.app.db, { rapyd: rapyd.client }, later(end, hours(1)));
    const [first, second] = rapyd.callsFor(company.customer);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect((await subscriptionNow(t.app.db, company.tenant.id)).billingStartDate).toEqual(end);
  });

  it("charges each subscription once when several runners work at the same time", async () => {
    const { end, ...period } = periodEndingAt(2038);
    const companies = await Promise.all(
      [1, 2, 3, 4].map(() => companyWithSubscription(t, { tier: "Premium", status: "Active", ...period })),
    );
    const rapyd = scriptedRapyd();
    await Promise.all([1, 2, 3].map(() => runDueJobs(t.app.db, { rapyd: rapyd.client }, end)));
    for (const company of companies) {
      expect(rapyd.callsFor(company.customer)).toHaveLength(1);
      expect((await subscriptionNow(t.app.db, company.tenant.id)).billingStartDate).toEqual(end);
      expect(await invoicesOf(t.app.db, company.tenant.id)).toHaveLength(1);
    }
  });
});
