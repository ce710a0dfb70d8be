import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRapydFake, type RapydFakeServer } from "../brokers/rapyd/fake/rapyd-fake-server";
import { signedWebhook } from "../brokers/rapyd/fake/rapyd-fake-webhooks";
import { accountKeys, unreachableUrl } from "../brokers/rapyd/rapyd-test-support";
import {
  brokerCompany,
  flowApp,
  inboxOutcome,
  postNotice,
  type BrokerCompany,
  type FlowApp,
} from "./payment-flow-test-support";

let t: FlowApp;
let fake: RapydFakeServer;
beforeAll(async () => {
  fake = await startRapydFake(accountKeys);
  t = await flowApp({ rapyd: fake.url });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const company = () => brokerCompany(t, "Rapyd", { ...accountKeys });

/** The customer books and follows the payment address to Rapyd's checkout page. */
async function atCheckout(c: BrokerCompany) {
  const booking = await c.customerBooks(2);
  const page = await c.openPay(booking.paymentUrl);
  expect(page.statusCode, page.body).toBe(303);
  const location = String(page.headers.location);
  const checkoutId = /\/checkout\/(checkout_[0-9a-z]+)$/.exec(location)?.[1];
  expect(checkoutId).toBeDefined();
  return { booking, location, checkoutId: checkoutId! };
}

/** Rapyd's notice that the customer paid on the page, signed for a company's webhook address. */
const completed = (url: string, checkoutId: string) =>
  signedWebhook(fake.keys, url, "PAYMENT_COMPLETED", fake.customer.payCheckout(checkoutId));

const confirmed = { status: "Confirmed", paid: 25800, refunded: 0, paymentStatus: "Paid" };

describe("a customer paying on Rapyd's checkout page", () => {
  it("is sent to Rapyd's page, whose signed notice confirms the booking once", async () => {
    const c = await company();
    const { booking, location, checkoutId } = await atCheckout(c);
    const attempt = await c.payment(booking.id);
    expect(fake.state.checkouts.get(checkoutId)).toMatchObject({
      redirect_url: location,
      amount: 25800,
      currency: "ISK",
      merchant_reference_id: attempt.id,
    });
    expect((await c.openPay(booking.paymentUrl)).headers.location).toBe(location);

    const notice = completed(c.webhookUrl, checkoutId);
    const first = await postNotice(c.webhookUrl, notice.headers, notice.body);
    expect(first).toEqual({ status: 200, body: JSON.stringify({ received: true }) });
    expect(await c.money(booking.id)).toEqual(confirmed);
    const withCharset = { ...notice.headers, "content-type": "application/json; charset=utf-8" };
    const again = await postNotice(c.webhookUrl, withCharset, notice.body);
    expect(JSON.parse(again.body)).toEqual({ received: true, duplicate: true });
    const payment = fake.state.checkouts.get(checkoutId)!.payment!;
    const resent = await fake.sendWebhook(c.webhookUrl, "PAYMENT_COMPLETED", payment);
    expect(resent.httpStatus).toBe(200);
    expect(await inboxOutcome(t, "Rapyd", c.tenant.id, resent.eventId)).toBe("AlreadyApplied");
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect((await c.history(booking.id)).filter((action) => action === "Confirmed")).toHaveLength(1);
    expect(await c.payment(booking.id)).toMatchObject({
      result: "Success",
      checkoutReference: checkoutId,
      brokerReference: payment.id,
    });
  });

  it("refuses a tampered notice, and one at another company's address confirms nothing", async () => {
    const c = await company();
    const other = await company();
    const { booking, checkoutId } = await atCheckout(c);
    const notice = completed(c.webhookUrl, checkoutId);
    const tampered = notice.body.replace('"amount":25800', '"amount":1');
    expect(tampered).not.toBe(notice.body);
    expect((await postNotice(c.webhookUrl, notice.headers, tampered)).status).toBe(401);
    // Signed for this company's address: the other company's address does not verify it.
    expect((await postNotice(other.webhookUrl, notice.headers, notice.body)).status).toBe(401);
    // Signed for the other company's address with the same Rapyd account: not its payment.
    const payment = fake.state.checkouts.get(checkoutId)!.payment!;
    const elsewhere = await fake.sendWebhook(other.webhookUrl, "PAYMENT_COMPLETED", payment);
    expect(elsewhere.httpStatus).toBe(200);
    expect(await inboxOutcome(t, "Rapyd", other.tenant.id, elsewhere.eventId)).toBe("Unknown");
    // A payment the company took on Rapyd for something else, under its own reference.
    const foreign = await fake.sendWebhook(c.webhookUrl, "PAYMENT_COMPLETED", {
      ...payment,
      merchant_reference_id: "webshop-order-1234",
    });
    expect(foreign.httpStatus).toBe(200);
    expect(await inboxOutcome(t, "Rapyd", c.tenant.id, foreign.eventId)).toBe("Unknown");
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    expect(await inboxOutcome(t, "Rapyd", c.tenant.id, notice.eventId)).toBeNull();

    expect((await postNotice(c.webhookUrl, notice.headers, notice.body)).status).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });

  it("keeps a declined booking pending until its hold runs out, which frees the seats", async () => {
    const c = await company();
    const { booking, checkoutId } = await atCheckout(c);
    expect(await c.seatsLeft()).toBe(4);
    const declined = fake.customer.declineCheckout(checkoutId);
    expect((await fake.sendWebhook(c.webhookUrl, "PAYMENT_FAILED", declined)).httpStatus).toBe(200);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0, paymentStatus: "Unpaid" });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Failed", brokerReference: declined.id });
    expect(await c.history(booking.id)).toContain("PaymentDeclined");
    expect(await c.seatsLeft()).toBe(4);

    expect((await c.holdRunsOut(booking.id)).map((row) => row.id)).toContain(booking.id);
    expect(await c.money(booking.id)).toMatchObject({ status: "Expired", paid: 0 });
    expect(await c.seatsLeft()).toBe(6);
  });

  it("settles a payment whose notice was lost by asking Rapyd", async () => {
    const c = await company();
    const { booking, checkoutId } = await atCheckout(c);
    expect(await c.reconcileLater(booking.id)).toEqual([]);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });

    const payment = fake.customer.payCheckout(checkoutId);
    const changed = await c.reconcileLater(booking.id);
    expect(changed.map((row) => row.id)).toEqual([booking.id]);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await c.payment(booking.id)).toMatchObject({ result: "Success", brokerReference: payment.id });
    const late = await fake.sendWebhook(c.webhookUrl, "PAYMENT_COMPLETED", payment);
    expect(await inboxOutcome(t, "Rapyd", c.tenant.id, late.eventId)).toBe("AlreadyApplied");
    expect(await c.money(booking.id)).toEqual(confirmed);
  });
});

describe("staff and Rapyd", () => {
  /** A booking the customer paid on Rapyd's page. */
  async function paidBooking(c: BrokerCompany) {
    const { booking, checkoutId } = await atCheckout(c);
    const notice = completed(c.webhookUrl, checkoutId);
    expect((await postNotice(c.webhookUrl, notice.headers, notice.body)).status).toBe(200);
    return { booking, paymentId: fake.state.checkouts.get(checkoutId)!.payment!.id };
  }

  it("refunds part of a payment through Rapyd, then the rest, and no more", async () => {
    const c = await company();
    const { booking, paymentId } = await paidBooking(c);
    const part = await c.refund({ bookingId: booking.id, amount: 5000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      result: "Success",
      paid: 25800,
      refunded: 5000,
      paymentStatus: "PartialRefunded",
    });
    expect(fake.state.payments.get(paymentId)).toMatchObject({ refunded_amount: 5000, refunded: false });
    const rest = await c.refund({ bookingId: booking.id, amount: 20800 });
    expect(rest.json()).toMatchObject({ result: "Success", refunded: 25800, paymentStatus: "Refunded" });
    expect(fake.state.payments.get(paymentId)).toMatchObject({ refunded_amount: 25800, refunded: true });
    const refunds = await c.refunds(booking.id);
    expect(refunds.map((row) => [row.result, row.amount, row.broker])).toEqual([
      ["Success", 5000, "Rapyd"],
      ["Success", 20800, "Rapyd"],
    ]);
    expect(refunds.every((row) => fake.state.refunds.has(row.brokerReference!))).toBe(true);
    expect((await c.refund({ bookingId: booking.id, amount: 1 })).statusCode).toBe(409);
    expect(await c.money(booking.id)).toEqual({ ...confirmed, refunded: 25800, paymentStatus: "Refunded" });
  });

  it("sends Rapyd's payment link for a desk booking, and its payment confirms the booking", async () => {
    const c = await company();
    const booking = await c.deskBooks(2);
    const response = await c.link(booking.id);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<{ paymentUrl: string; transactionId: string }>();
    expect(link.paymentUrl).toMatch(/^https:\/\/sandboxcheckout\.rapyd\.net\/pay\//);
    const attempt = await c.payment(booking.id);
    expect(fake.state.links.get(attempt.checkoutReference!)).toMatchObject({
      redirect_url: link.paymentUrl,
      amount: 25800,
      merchant_reference_id: link.transactionId,
    });
    expect((await c.link(booking.id)).json()).toMatchObject({ paymentUrl: link.paymentUrl });
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paymentStatus: "PaymentLink" });

    const paid = fake.customer.payLink(attempt.checkoutReference!);
    expect((await fake.sendWebhook(c.webhookUrl, "PAYMENT_COMPLETED", paid)).httpStatus).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });

  it("answers a 502 page when Rapyd cannot be reached, and opens the page once it can", async () => {
    const c = await company();
    const booking = await c.customerBooks(1);
    const desk = await c.deskBooks(1);
    t.app.config.brokerEndpoints.rapyd = await unreachableUrl();
    try {
      const page = await c.openPay(booking.paymentUrl);
      expect(page.statusCode).toBe(502);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("Payment is not possible right now");
      expect(await c.payment(booking.id)).toMatchObject({ checkout: null, checkoutReference: null });
      const link = await c.link(desk.id);
      expect(link.statusCode).toBe(502);
      expect(link.json()).toMatchObject({ title: "The payment broker could not be reached" });
    } finally {
      t.app.config.brokerEndpoints.rapyd = fake.url;
    }
    expect((await c.openPay(booking.paymentUrl)).statusCode).toBe(303);
  });
});
