import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, rapydWebhookInbox, subscriptionCheckouts } from "../../../db/schema/billing";
import {
  ownerWithCompany,
  payHostedPage,
  paymentEvent,
  postWebhook,
  startBillingApp,
  subscriptionOf,
  successCard,
  waitFor,
  webhookHeaders,
  type BillingApp,
} from "../subscriptions/billing-test-sandbox";
import { findInboxEvent } from "./webhook-inbox.repository";

let b: BillingApp;
beforeAll(async () => {
  b = await startBillingApp();
});
afterAll(async () => b.close());

const eventId = () => `wh_${randomUUID().replace(/-/g, "")}`;

/** A company with a Basic checkout started (49 EUR) but not paid on the hosted page. */
async function pendingCheckout() {
  const company = await ownerWithCompany(b);
  const response = await company.owner.post(`${company.api}/rapyd/checkout`, { subscriptionTier: "Basic" });
  expect(response.statusCode).toBe(200);
  return { ...company, checkoutId: response.json().checkoutId as string };
}

const completed = (id: string, reference: string, amount = 49) =>
  paymentEvent(id, "PAYMENT_COMPLETED", { id: "payment_one", amount, reference });
const failed = (id: string, reference: string) =>
  paymentEvent(id, "PAYMENT_FAILED", { id: "payment_two", amount: 49, reference });

async function checkoutStatus(checkoutId: string) {
  const [row] = await b.t.app.db
    .select()
    .from(subscriptionCheckouts)
    .where(eq(subscriptionCheckouts.id, checkoutId));
  return row?.status;
}

const invoiceCount = async (tenantId: string) =>
  (await b.t.app.db.select().from(invoices).where(eq(invoices.tenantId, tenantId))).length;

describe("POST /api/rapyd/webhook", () => {
  it("refuses a forged or unsigned webhook with 401 and stores nothing", async () => {
    const { owner, api, checkoutId } = await pendingCheckout();
    const id = eventId();
    const forged = await postWebhook(
      b,
      completed(id, checkoutId),
      Buffer.from("0".repeat(64)).toString("base64"),
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 401, title: "The webhook signature is not valid" });
    const unsigned = await b.t.app.inject({
      method: "POST",
      url: "/api/rapyd/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(completed(id, checkoutId)),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await findInboxEvent(b.t.app.db, id)).toBeUndefined();
    expect(await checkoutStatus(checkoutId)).toBe("pending");
    expect(await subscriptionOf(owner, api)).toMatchObject({ subscriptionType: "Trial" });
  });

  it("verifies the exact bytes received: the same event with other spacing needs its own signature", async () => {
    const { checkoutId } = await pendingCheckout();
    const body = completed(eventId(), checkoutId);
    const spaced = JSON.stringify(body, null, 2);
    const signedCompact = webhookHeaders(b, JSON.stringify(body));
    const mismatched = await b.t.app.inject({
      method: "POST",
      url: "/api/rapyd/webhook",
      headers: signedCompact,
      payload: spaced,
    });
    expect(mismatched.statusCode).toBe(401);
    expect(await findInboxEvent(b.t.app.db, body.id)).toBeUndefined();
    expect((await postWebhook(b, spaced)).statusCode).toBe(200);
    expect((await findInboxEvent(b.t.app.db, body.id))?.outcome).toBe("applied");
  });

  it("applies a payment once: the same event delivered twice changes nothing the second time", async () => {
    const { owner, api, tenant, checkoutId } = await pendingCheckout();
    const event = completed(eventId(), checkoutId);
    expect((await postWebhook(b, event)).statusCode).toBe(200);
    const first = await subscriptionOf(owner, api);
    expect(first).toMatchObject({ subscriptionType: "Basic", subscriptionStatus: "Active" });
    expect((await findInboxEvent(b.t.app.db, event.id))?.outcome).toBe("applied");

    const again = await postWebhook(b, event);
    expect(again.statusCode).toBe(200);
    expect(await subscriptionOf(owner, api)).toEqual(first);
    expect(await invoiceCount(tenant.id)).toBe(1);
    expect((await findInboxEvent(b.t.app.db, event.id))?.outcome).toBe("applied");
  });

  it("ignores old news: a failure arriving after the completion, or a second completion, changes nothing", async () => {
    const { owner, api, tenant, checkoutId } = await pendingCheckout();
    await postWebhook(b, completed(eventId(), checkoutId));
    const paid = await subscriptionOf(owner, api);

    const late = failed(eventId(), checkoutId);
    expect((await postWebhook(b, late)).statusCode).toBe(200);
    expect((await findInboxEvent(b.t.app.db, late.id))?.outcome).toBe("ignored");
    const second = completed(eventId(), checkoutId);
    await postWebhook(b, second);
    expect((await findInboxEvent(b.t.app.db, second.id))?.outcome).toBe("already-applied");
    expect(await subscriptionOf(owner, api)).toEqual(paid);
    expect(await checkoutStatus(checkoutId)).toBe("completed");
    expect(await invoiceCount(tenant.id)).toBe(1);
  });

  it("applies a completion that follows a failure (the customer tried another card)", async () => {
    const { owner, api, checkoutId } = await pendingCheckout();
    await postWebhook(b, failed(eventId(), checkoutId));
    expect(await checkoutStatus(checkoutId)).toBe("failed");
    expect(await subscriptionOf(owner, api)).toMatchObject({ subscriptionType: "Trial" });
    await postWebhook(b, completed(eventId(), checkoutId));
    expect(await subscriptionOf(owner, api)).toMatchObject({
      subscriptionType: "Basic",
      subscriptionStatus: "Active",
    });
  });

  it("keeps but does not apply a payment of another amount, or for a reference it does not know", async () => {
    const { owner, api, checkoutId } = await pendingCheckout();
    const cheap = completed(eventId(), checkoutId, 1);
    expect((await postWebhook(b, cheap)).statusCode).toBe(200);
    expect((await findInboxEvent(b.t.app.db, cheap.id))?.outcome).toBe("amount-mismatch");
    expect(await subscriptionOf(owner, api)).toMatchObject({ subscriptionType: "Trial" });
    const stranger = completed(eventId(), randomUUID());
    expect((await postWebhook(b, stranger)).statusCode).toBe(200);
    expect((await findInboxEvent(b.t.app.db, stranger.id))?.outcome).toBe("unknown-reference");
  });

  it("changes nothing when the webhook comes after a sync already applied the checkout", async () => {
    const { owner, api, tenant, checkoutId } = await pendingCheckout();
    const { redirectUrl } = (await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Basic" })).json();
    const paidCheckout = new URL(redirectUrl).pathname.split("/").pop()!;
    await payHostedPage(redirectUrl, successCard);
    const synced = (await owner.post(`${api}/rapyd/sync`)).json();
    expect(synced).toMatchObject({ subscriptionType: "Basic", subscriptionStatus: "Active" });
    // The fake's own webhook arrives too, before or after the sync; either way it is applied once.
    const ours = await b.t.app.db
      .select({ id: subscriptionCheckouts.id })
      .from(subscriptionCheckouts)
      .where(eq(subscriptionCheckouts.rapydCheckoutId, paidCheckout));
    const reference = ours[0]!.id;
    await waitFor(
      () =>
        b.t.app.db
          .select()
          .from(rapydWebhookInbox)
          .where(sql`${rapydWebhookInbox.payload}->>'merchant_reference_id' = ${reference}`),
      (rows) => rows.length === 1,
    );
    const replay = completed(eventId(), reference);
    await postWebhook(b, replay);
    expect((await findInboxEvent(b.t.app.db, replay.id))?.outcome).toBe("already-applied");
    expect(await subscriptionOf(owner, api)).toEqual(synced);
    expect((await owner.post(`${api}/rapyd/sync`)).json()).toEqual(synced);
    expect(await invoiceCount(tenant.id)).toBe(1);

    // The other checkout of the same company paid later: kept on record, the plan is not bought twice.
    const second = completed(eventId(), checkoutId);
    await postWebhook(b, second);
    expect((await findInboxEvent(b.t.app.db, second.id))?.outcome).toBe("paid-while-subscribed");
    expect(await subscriptionOf(owner, api)).toEqual(synced);
  });
});
