import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueJobs } from "./due-jobs";
import {
  buyPlan,
  declineCard,
  ownerWithCompany,
  payHostedPage,
  rapydOf,
  startBillingApp,
  subscriptionOf,
  subscriptionRow,
  waitFor,
  type BillingApp,
} from "../../platform-billing/subscriptions/billing-test-sandbox";

let b: BillingApp;
beforeAll(async () => {
  b = await startBillingApp();
});
afterAll(async () => b.close());

const month = (iso: string) => iso.slice(0, 7);

describe("a company's subscription from trial to cancellation, through the built-in Rapyd fake", () => {
  it("buys Basic, upgrades to Premium, downgrades to Standard, cancels, and ends Canceled", async () => {
    const { owner, tenant, api } = await ownerWithCompany(b);
    expect(await subscriptionOf(owner, api)).toMatchObject({
      subscriptionType: "Trial",
      subscriptionStatus: "Trial",
    });

    // Buy Basic on the hosted checkout; the fake's webhook makes it Active for one month.
    const checkout = await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Basic" });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().redirectUrl).toMatch(/\/rapyd-sandbox\/hosted\/checkout\//);
    await payHostedPage(checkout.json().redirectUrl, "4111 1111 1111 1111");
    const basic = await waitFor(
      () => subscriptionOf(owner, api),
      (s) => s.subscriptionStatus === "Active",
    );
    expect(basic).toMatchObject({
      subscriptionType: "Basic",
      pendingSubscriptions: [],
      cancellationDate: null,
    });
    const start = new Date(basic.billingStartDate);
    const end = new Date(basic.billingEndDate);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    const purchase = (await owner.get(`${api}/rapyd/invoices?date=${month(basic.billingStartDate)}`)).json();
    expect(purchase).toEqual([
      expect.objectContaining({
        status: "paid",
        total: 49,
        lines: [expect.objectContaining({ kind: "subscription", amount: 49 })],
      }),
    ]);
    // Buying again while a paid plan runs is refused.
    expect((await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Premium" })).statusCode).toBe(409);
    expect((await owner.get(`${api}/rapyd/payment_method`)).json()).toMatchObject({ last4: "1111" });

    // Upgrade to Premium: charged exactly the preview, switched at once.
    const preview = (await owner.get(`${api}/rapyd/prorate?tier=Premium`)).json();
    expect(preview).toMatchObject({ tier: "Premium", currency: "EUR", periodEnd: basic.billingEndDate });
    expect(preview.amount).toBeGreaterThan(0);
    expect(preview.amount).toBeLessThanOrEqual(199 - 49);
    const upgraded = await owner.put(`${api}/rapyd`, {
      subscriptionTier: "Premium",
      prorationDate: preview.computedAt,
    });
    expect(upgraded.statusCode).toBe(200);
    expect(upgraded.json()).toMatchObject({
      subscriptionType: "Premium",
      subscriptionStatus: "Active",
      billingEndDate: basic.billingEndDate,
    });
    const afterUpgrade = (await owner.get(`${api}/rapyd/invoices?date=${month(preview.computedAt)}`)).json();
    const upgradeInvoice = afterUpgrade.find(
      (invoice: { lines: { kind: string }[] }) => invoice.lines[0]?.kind === "proration",
    );
    expect(upgradeInvoice.total).toBe(preview.amount);

    // Downgrade to Standard: waits for the end of the period.
    const downgraded = (await owner.put(`${api}/rapyd`, { subscriptionTier: "Standard" })).json();
    expect(downgraded).toMatchObject({
      subscriptionType: "Premium",
      pendingSubscriptions: [{ tier: "Standard", whenToProcess: basic.billingEndDate }],
    });
    // Choosing Premium again calls the downgrade off; choosing Standard again puts it back.
    const kept = (await owner.put(`${api}/rapyd`, { subscriptionTier: "Premium" })).json();
    expect(kept).toMatchObject({ subscriptionType: "Premium", pendingSubscriptions: [] });
    expect(
      (await owner.put(`${api}/rapyd`, { subscriptionTier: "Standard" })).json().pendingSubscriptions,
    ).toHaveLength(1);
    expect((await owner.get(`${api}/rapyd/prorate?tier=Standard`)).json()).toMatchObject({ amount: 0 });
    const upcoming = (await owner.get(`${api}/rapyd/upcoming/invoices`)).json();
    expect(upcoming).toMatchObject({ status: "draft", periodStart: basic.billingEndDate, total: 99 });

    // The period ends: the job applies the downgrade and renews at the Standard price.
    await runDueJobs(b.t.app.db, { rapyd: rapydOf(b) }, end);
    const renewed = await subscriptionOf(owner, api);
    expect(renewed).toMatchObject({
      subscriptionType: "Standard",
      subscriptionStatus: "Active",
      billingStartDate: basic.billingEndDate,
      pendingSubscriptions: [],
    });
    // Paid by the job's own call or by the fake's webhook, whichever lands first, so paid at the
    // job's clock or at the real one.
    const paidMonths = [...new Set([month(end.toISOString()), month(new Date().toISOString())])];
    const renewal = (
      await Promise.all(paidMonths.map((m) => owner.get(`${api}/rapyd/invoices?date=${m}`)))
    ).flatMap((response) => response.json());
    expect(renewal).toContainEqual(
      expect.objectContaining({
        status: "paid",
        total: 99,
        periodStart: basic.billingEndDate,
        periodEnd: renewed.billingEndDate,
      }),
    );

    // Cancel: Unsubscribed until the billing end date, then Canceled by the job.
    const cancelled = (await owner.delete(`${api}/subscriptions`)).json();
    expect(cancelled).toMatchObject({
      subscriptionType: "Standard",
      subscriptionStatus: "Unsubscribed",
      cancellationDate: renewed.billingEndDate,
      unsubscribeDate: expect.any(String),
    });
    expect((await owner.get(`${api}/rapyd/upcoming/invoices`)).json()).toBeNull();
    await runDueJobs(b.t.app.db, { rapyd: rapydOf(b) }, new Date(renewed.billingEndDate));
    expect(await subscriptionOf(owner, api)).toMatchObject({
      subscriptionStatus: "Canceled",
      cancellationDate: renewed.billingEndDate,
    });
    expect((await subscriptionRow(b, tenant.id)).renewalAttempts).toBe(0);

    // A canceled company may buy again.
    expect((await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Basic" })).statusCode).toBe(200);
  });

  it("leaves the tier unchanged when the card is declined, at checkout and at upgrade", async () => {
    const { owner, tenant, api } = await ownerWithCompany(b);
    const checkout = (await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Standard" })).json();
    const back = await payHostedPage(checkout.redirectUrl, declineCard);
    expect(back).toContain("error=declined");
    await waitFor(
      async () => (await owner.post(`${api}/rapyd/sync`)).json(),
      (s) => s.subscriptionType === "Trial",
    );
    expect(await subscriptionOf(owner, api)).toMatchObject({
      subscriptionType: "Trial",
      subscriptionStatus: "Trial",
    });

    // Now pay, then save the declining card as the default and try to upgrade.
    await buyPlan(b, owner, api, "Basic");
    const cardPage = (await owner.post(`${api}/rapyd/checkout-card`)).json();
    expect(cardPage.redirectUrl).toMatch(/\/rapyd-sandbox\/hosted\/card\//);
    await payHostedPage(cardPage.redirectUrl, declineCard);
    expect((await owner.get(`${api}/rapyd/payment_method`)).json()).toMatchObject({ last4: "0002" });
    const refused = await owner.put(`${api}/rapyd`, { subscriptionTier: "Premium" });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().title).toMatch(/declined/);
    expect(await subscriptionOf(owner, api)).toMatchObject({
      subscriptionType: "Basic",
      subscriptionStatus: "Active",
    });
    expect((await subscriptionRow(b, tenant.id)).tier).toBe("Basic");
  });

  it("downloads an invoice as a CSV attachment, for its own company only", async () => {
    const { owner, api } = await ownerWithCompany(b);
    const active = await buyPlan(b, owner, api, "Basic");
    const [invoice] = (
      await owner.get(`${api}/rapyd/invoices?date=${month(active.billingStartDate)}`)
    ).json();
    const file = await owner.get(`${api}/subscriptions/navision?invoiceId=${invoice.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^text\/csv/);
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="invoice-${invoice.number}.csv"`);
    expect(file.body).toContain(`Invoice,${invoice.number}`);
    expect(file.body).toMatch(/\r\n1,subscription,"Basic plan, [^"]+",49\.00\r\n/);
    expect(file.body).toContain(",,Total,49.00");

    const stranger = await ownerWithCompany(b);
    const refused = await stranger.owner.get(
      `${stranger.api}/subscriptions/navision?invoiceId=${invoice.id}`,
    );
    expect(refused.statusCode).toBe(404);
    expect((await owner.get(`${api}/subscriptions/navision?invoiceId=not-an-id`)).statusCode).toBe(404);
  });
});
