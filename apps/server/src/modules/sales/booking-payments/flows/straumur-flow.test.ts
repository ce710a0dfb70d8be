import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFees } from "../../../../db/schema/fees";
import { unreachableUrl } from "../../../payments/providers/brokers/rapyd/rapyd-test-support";
import {
  startStraumurFake,
  type StraumurFake,
} from "../../../payments/providers/brokers/straumur/straumur-fake-server";
import { straumurEventKeyFromBody } from "../../../payments/providers/brokers/straumur/straumur-event-key";
import { account } from "../../../payments/providers/brokers/straumur/straumur-test-support";
import {
  brokerCompany,
  flowApp,
  inboxOutcome,
  type BrokerCompany,
  type FlowApp,
} from "./payment-flow-test-support";

let t: FlowApp;
let fake: StraumurFake;
beforeAll(async () => {
  fake = await startStraumurFake([account]);
  t = await flowApp({ straumur: fake.base });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { apiKey, hmacKey, terminalIdentifier } = account;
const company = () => brokerCompany(t, "Straumur", { apiKey, hmacKey, terminalIdentifier });
const confirmed = { status: "Confirmed", paid: 25800, refunded: 0, paymentStatus: "Paid" };
const received = { status: 200, body: JSON.stringify({ received: true }) };

/** The customer books and follows the payment address to Straumur's hosted checkout. */
async function atCheckout(c: BrokerCompany) {
  fake.setWebhookUrl(c.webhookUrl);
  const booking = await c.customerBooks(2);
  const page = await c.openPay(booking.paymentUrl);
  expect(page.statusCode, page.body).toBe(303);
  const location = String(page.headers.location);
  const reference = /\/checkout\/([0-9a-z]{50})$/.exec(location)?.[1];
  expect(reference).toBeDefined();
  return { booking, location, reference: reference! };
}

/** Straumur's Authorization webhook for a checkout, exactly as it sends it. */
const authorization = (reference: string) => fake.event(reference, "Authorization");

describe("a customer paying on Straumur's hosted checkout", () => {
  it("is sent to Straumur's page, whose signed webhook confirms the booking once", async () => {
    const c = await company();
    const { booking, location, reference } = await atCheckout(c);
    const attempt = await c.payment(booking.id);
    expect(location.startsWith(fake.base.replace(/\/api\/v1$/, ""))).toBe(true);
    expect(fake.checkouts.get(reference)!.request).toMatchObject({
      amount: 2580000,
      currency: "ISK",
      reference: attempt.id,
      terminalIdentifier,
    });
    expect((await c.openPay(booking.paymentUrl)).headers.location).toBe(location);

    expect(await fake.pay(reference)).toEqual(received);
    expect(await c.money(booking.id)).toEqual(confirmed);
    const payfacReference = fake.checkouts.get(reference)!.payfacReference;
    expect(await c.payment(booking.id)).toMatchObject({
      result: "Success",
      checkoutReference: reference,
      brokerReference: payfacReference,
    });
    const again = await fake.deliver(authorization(reference));
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect((await c.history(booking.id)).filter((action) => action === "Confirmed")).toHaveLength(1);
  });

  it("refuses a tampered webhook, and one at another company's address confirms nothing", async () => {
    const c = await company();
    const other = await company();
    const { booking, reference } = await atCheckout(c);
    const tampered = { ...authorization(reference), amount: "100" };
    expect((await fake.deliver(tampered)).status).toBe(401);
    // The other company uses the same Straumur account, so the HMAC holds: the payment is not its own.
    fake.setWebhookUrl(other.webhookUrl);
    expect(await fake.pay(reference)).toEqual(received);
    const key = straumurEventKeyFromBody(authorization(reference))!;
    expect(await inboxOutcome(t, "Straumur", other.tenant.id, key)).toBe("Unknown");
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });

    fake.setWebhookUrl(c.webhookUrl);
    expect(await fake.deliver(authorization(reference))).toEqual(received);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, key)).toBe("Confirmed");
  });

  it("keeps a declined booking pending until its hold runs out, which frees the seats", async () => {
    const c = await company();
    const { booking, reference } = await atCheckout(c);
    expect(await c.seatsLeft()).toBe(4);
    expect(await fake.decline(reference)).toEqual(received);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0, paymentStatus: "Unpaid" });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Failed" });
    expect(await c.history(booking.id)).toContain("PaymentDeclined");

    expect((await c.holdRunsOut(booking.id)).map((row) => row.id)).toContain(booking.id);
    expect(await c.money(booking.id)).toMatchObject({ status: "Expired", paid: 0 });
    expect(await c.seatsLeft()).toBe(6);
  });

  it("settles a payment whose webhook was lost by asking Straumur", async () => {
    const c = await company();
    const { booking, reference } = await atCheckout(c);
    expect(await c.reconcileLater(booking.id)).toEqual([]);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });

    fake.setWebhookUrl(await unreachableUrl());
    await expect(fake.pay(reference)).rejects.toThrow();
    const changed = await c.reconcileLater(booking.id);
    expect(changed.map((row) => row.id)).toEqual([booking.id]);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await c.payment(booking.id)).toMatchObject({
      result: "Success",
      brokerReference: fake.checkouts.get(reference)!.payfacReference,
    });
  });
});

describe("staff and Straumur", () => {
  /** A booking the customer paid on Straumur's page, with a refund of part of it waiting for Straumur. */
  async function pendingRefund(c: BrokerCompany, amount: number) {
    const { booking, reference } = await atCheckout(c);
    expect(await fake.pay(reference)).toEqual(received);
    const answer = await c.refund({ bookingId: booking.id, amount });
    expect(answer.statusCode, answer.body).toBe(200);
    const { transactionId } = answer.json<{ transactionId: string }>();
    const row = (await c.refunds(booking.id)).find((refund) => refund.id === transactionId)!;
    return { booking, reference, answer: answer.json(), refund: row };
  }

  const refundRow = async (c: BrokerCompany, bookingId: string, id: string) =>
    (await c.refunds(bookingId)).find((refund) => refund.id === id)!;
  const feeReversals = (refundId: string) =>
    t.database.db.select().from(bookingFees).where(eq(bookingFees.refundId, refundId));
  const keyOf = (body: unknown) => straumurEventKeyFromBody(body)!;

  it("sends a refund to Straumur, which answers Received, and books it when Straumur's Refund webhook says it went through", async () => {
    const c = await company();
    const { booking, reference, answer, refund } = await pendingRefund(c, 5000);
    expect(answer).toMatchObject({ result: "Pending", paid: 25800, refunded: 0, paymentStatus: "Paid" });
    expect(fake.checkouts.get(reference)!.refunded).toBe(500000);
    expect(refund).toMatchObject({ result: "Pending", amount: 5000, broker: "Straumur" });
    expect(fake.refunds.has(refund.brokerReference!)).toBe(true);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await feeReversals(refund.id)).toEqual([]);

    const notice = fake.refundEvent(refund.brokerReference!);
    expect(await fake.deliver(notice)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(notice))).toBe("Refunded");
    const refunded = { ...confirmed, refunded: 5000, paymentStatus: "PartialRefunded" };
    expect(await c.money(booking.id)).toEqual(refunded);
    expect(await refundRow(c, booking.id, refund.id)).toMatchObject({
      result: "Success",
      brokerReference: refund.brokerReference,
    });
    expect(await feeReversals(refund.id)).toHaveLength(1);
    expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(1);

    // Sent again, and then (out of order) saying the refund failed: nothing changes a second time.
    expect(JSON.parse((await fake.deliver(notice)).body)).toEqual({ received: true, duplicate: true });
    const late = { ...fake.refundEvent(refund.brokerReference!, false), timestamp: new Date().toISOString() };
    expect(await fake.deliver(late)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(late))).toBe("AlreadySettled");
    expect(await c.money(booking.id)).toEqual(refunded);
    expect(await feeReversals(refund.id)).toHaveLength(1);
    expect(await c.history(booking.id)).not.toContain("RefundFailed");
    expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(1);

    // The rest, settled the same way, refunds the booking in full.
    const rest = await c.refund({ bookingId: booking.id, amount: 20800 });
    const restRow = await refundRow(c, booking.id, rest.json<{ transactionId: string }>().transactionId);
    expect(await fake.deliver(fake.refundEvent(restRow.brokerReference!))).toEqual(received);
    expect(await c.money(booking.id)).toEqual({ ...confirmed, refunded: 25800, paymentStatus: "Refunded" });
    expect((await c.refund({ bookingId: booking.id, amount: 1 })).statusCode).toBe(409);
  });

  it("keeps a pending refund's amount spoken for, and gives it back when Straumur's webhook says the refund failed", async () => {
    const c = await company();
    const { booking, reference, refund } = await pendingRefund(c, 25800);
    const more = await c.refund({ bookingId: booking.id, amount: 1 });
    expect(more.statusCode).toBe(409);
    // Straumur cannot be asked about a refund: reconciliation leaves it waiting for the webhook.
    await c.reconcileRefundsLater(booking.id);
    expect(await refundRow(c, booking.id, refund.id)).toMatchObject({ result: "Pending" });

    const notice = fake.refundEvent(refund.brokerReference!, false);
    expect(await fake.deliver(notice)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(notice))).toBe("RefundFailed");
    expect(await refundRow(c, booking.id, refund.id)).toMatchObject({ result: "Failed" });
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await c.history(booking.id)).toContain("RefundFailed");
    expect(await c.history(booking.id)).not.toContain("Refunded");
    expect(await feeReversals(refund.id)).toEqual([]);

    // A success notice coming after the failure changes nothing: a failed refund stays failed.
    const late = fake.event(reference, "Refund", {
      payfacReference: refund.brokerReference,
      amount: "2580000",
      success: "true",
      timestamp: new Date().toISOString(),
    });
    expect(await fake.deliver(late)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(late))).toBe("AlreadySettled");
    expect(await c.money(booking.id)).toEqual(confirmed);

    // What was reserved can be refunded again.
    const again = await c.refund({ bookingId: booking.id, amount: 25800 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ result: "Pending" });
  });

  it("acknowledges and ignores a Refund webhook for no refund of ours, one of another amount, and a payment's webhook relabelled as a refund", async () => {
    const c = await company();
    const other = await company();
    const { booking, reference, refund } = await pendingRefund(c, 5000);
    const unchanged = async () => {
      expect(await c.money(booking.id)).toEqual(confirmed);
      expect(await refundRow(c, booking.id, refund.id)).toMatchObject({ result: "Pending" });
    };

    // A refund the company made on Straumur's own portal.
    const foreign = fake.event(reference, "Refund", {
      payfacReference: "PORTALREFUND0001",
      amount: "500000",
    });
    expect(await fake.deliver(foreign)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(foreign))).toBe("Unknown");
    // The HMAC does not cover the event type: the payment's own webhook, relabelled, names no refund.
    const relabelled = authorization(reference);
    relabelled.additionalData = { ...relabelled.additionalData, eventType: "Refund" };
    expect(await fake.deliver(relabelled)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(relabelled))).toBe("Unknown");
    // Our refund, but another amount than we asked for.
    const otherAmount = fake.event(reference, "Refund", {
      payfacReference: refund.brokerReference,
      amount: "100",
    });
    expect(await fake.deliver(otherAmount)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", c.tenant.id, keyOf(otherAmount))).toBe("Mismatch");
    // Our refund's webhook at another company's address (the same Straumur account): not its refund.
    fake.setWebhookUrl(other.webhookUrl);
    const elsewhere = fake.refundEvent(refund.brokerReference!);
    expect(await fake.deliver(elsewhere)).toEqual(received);
    expect(await inboxOutcome(t, "Straumur", other.tenant.id, keyOf(elsewhere))).toBe("Unknown");
    await unchanged();

    fake.setWebhookUrl(c.webhookUrl);
    expect(await fake.deliver(elsewhere)).toEqual(received);
    expect(await c.money(booking.id)).toMatchObject({ refunded: 5000, paymentStatus: "PartialRefunded" });
  });

  it("makes no payment link: Straumur takes none", async () => {
    const c = await company();
    const booking = await c.deskBooks(2);
    const response = await c.link(booking.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ title: "Payment links are only possible with Rapyd or Teya" });
    expect(await c.attempts(booking.id)).toEqual([]);
  });

  it("answers a 502 page when Straumur cannot be reached, and opens the page once it can", async () => {
    const c = await company();
    const booking = await c.customerBooks(1);
    t.app.config.brokerEndpoints.straumur = `${await unreachableUrl()}/api/v1`;
    try {
      const page = await c.openPay(booking.paymentUrl);
      expect(page.statusCode).toBe(502);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("Payment is not possible right now");
      expect(await c.payment(booking.id)).toMatchObject({ checkout: null, checkoutReference: null });
    } finally {
      t.app.config.brokerEndpoints.straumur = fake.base;
    }
    expect((await c.openPay(booking.paymentUrl)).statusCode).toBe(303);
  });
});
