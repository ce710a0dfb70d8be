import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unreachableUrl } from "../brokers/rapyd/rapyd-test-support";
import { startStraumurFake, type StraumurFake } from "../brokers/straumur/straumur-fake-server";
import { straumurEventKeyFromBody } from "../brokers/straumur/straumur-event-key";
import { account } from "../brokers/straumur/straumur-test-support";
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
  it("sends refunds to Straumur, which answers Received: the booking waits for Straumur's outcome", async () => {
    const c = await company();
    const { booking, reference } = await atCheckout(c);
    expect(await fake.pay(reference)).toEqual(received);
    const part = await c.refund({ bookingId: booking.id, amount: 5000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ result: "Pending", paid: 25800, refunded: 0, paymentStatus: "Paid" });
    expect(fake.checkouts.get(reference)!.refunded).toBe(500000);
    const rest = await c.refund({ bookingId: booking.id, amount: 20800 });
    expect(rest.json()).toMatchObject({ result: "Pending" });
    expect(fake.checkouts.get(reference)!.refunded).toBe(2580000);
    // Refunds still pending are spoken for: nothing more can be refunded.
    const more = await c.refund({ bookingId: booking.id, amount: 1 });
    expect(more.statusCode).toBe(409);
    expect((await c.refunds(booking.id)).map((row) => [row.result, row.amount, row.broker])).toEqual([
      ["Pending", 5000, "Straumur"],
      ["Pending", 20800, "Straumur"],
    ]);
    expect(await c.money(booking.id)).toEqual(confirmed);
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
