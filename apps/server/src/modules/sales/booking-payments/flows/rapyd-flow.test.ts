import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRapydFake, type RapydFakeServer } from "../../../../integrations/rapyd/fake/fake-test-server";
import { signedWebhook } from "../../../../integrations/rapyd/fake/fake-notices";
import type { RapydRefundObject } from "../../../../integrations/rapyd/rapyd-objects";
import { accountKeys, unreachableUrl } from "../../../payments/providers/brokers/rapyd/rapyd-test-support";
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

  it("waits for Rapyd's notice when it answers a refund Pending, and books or releases each refund by it", async () => {
    const c = await company();
    const other = await company();
    const { booking, paymentId } = await paidBooking(c);
    const refundNotice = async (url: string, type: string, refund: RapydRefundObject) => {
      const sent = await fake.sendWebhook(url, type, refund);
      expect(sent.httpStatus).toBe(200);
      return sent.eventId;
    };
    const row = async (id: string) => (await c.refunds(booking.id)).find((refund) => refund.id === id)!;
    fake.state.refundStatus = "Pending";
    try {
      const first = await c.refund({ bookingId: booking.id, amount: 5000 });
      expect(first.json()).toMatchObject({ result: "Pending", refunded: 0, paymentStatus: "Paid" });
      const second = await c.refund({ bookingId: booking.id, amount: 20800 });
      expect(second.json()).toMatchObject({ result: "Pending" });
      expect((await c.refund({ bookingId: booking.id, amount: 1 })).statusCode).toBe(409);
      const firstRow = await row(first.json<{ transactionId: string }>().transactionId);
      const secondRow = await row(second.json<{ transactionId: string }>().transactionId);
      expect(fake.state.refunds.get(firstRow.brokerReference!)).toMatchObject({
        merchant_reference_id: firstRow.id,
        status: "Pending",
      });

      // Rapyd completes the first: its notice at another company's address is not that company's refund.
      const completed = fake.finishRefund(firstRow.brokerReference!, "Completed");
      const elsewhere = await refundNotice(other.webhookUrl, "REFUND_COMPLETED", completed);
      expect(await inboxOutcome(t, "Rapyd", other.tenant.id, elsewhere)).toBe("Unknown");
      expect(await c.money(booking.id)).toEqual(confirmed);
      const done = await refundNotice(c.webhookUrl, "REFUND_COMPLETED", completed);
      expect(await inboxOutcome(t, "Rapyd", c.tenant.id, done)).toBe("Refunded");
      const partly = { ...confirmed, refunded: 5000, paymentStatus: "PartialRefunded" };
      expect(await c.money(booking.id)).toEqual(partly);
      expect(await row(firstRow.id)).toMatchObject({ result: "Success" });
      // Resent under a new event id, or contradicted later: the refund stays booked once.
      const resent = await refundNotice(c.webhookUrl, "REFUND_COMPLETED", completed);
      expect(await inboxOutcome(t, "Rapyd", c.tenant.id, resent)).toBe("AlreadySettled");
      const contradicted = { ...completed, status: "Rejected" as const };
      const late = await refundNotice(c.webhookUrl, "PAYMENT_REFUND_REJECTED", contradicted);
      expect(await inboxOutcome(t, "Rapyd", c.tenant.id, late)).toBe("AlreadySettled");
      expect(await c.money(booking.id)).toEqual(partly);
      expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(1);

      // Rapyd rejects the second: its amount can be refunded again, and this time Rapyd completes it at once.
      const rejected = fake.finishRefund(secondRow.brokerReference!, "Rejected", "Card closed");
      const refused = await refundNotice(c.webhookUrl, "REFUND_REJECTED", rejected);
      expect(await inboxOutcome(t, "Rapyd", c.tenant.id, refused)).toBe("RefundFailed");
      expect(await row(secondRow.id)).toMatchObject({ result: "Failed" });
      expect(await c.money(booking.id)).toEqual(partly);
      expect(await c.history(booking.id)).toContain("RefundFailed");
      fake.state.refundStatus = "Completed";
      const again = await c.refund({ bookingId: booking.id, amount: 20800 });
      expect(again.json()).toMatchObject({ result: "Success", refunded: 25800, paymentStatus: "Refunded" });
      expect(fake.state.payments.get(paymentId)).toMatchObject({ refunded_amount: 25800, refunded: true });

      // A refund the company made on Rapyd's portal, under its own reference, is none of ours.
      const foreign = await refundNotice(c.webhookUrl, "REFUND_COMPLETED", {
        ...completed,
        id: "refund_00000000000000000000000000000000",
        merchant_reference_id: "portal-refund-77",
      });
      expect(await inboxOutcome(t, "Rapyd", c.tenant.id, foreign)).toBe("Unknown");
      expect(await c.money(booking.id)).toEqual({ ...confirmed, refunded: 25800, paymentStatus: "Refunded" });
    } finally {
      fake.state.refundStatus = "Completed";
    }
  });

  it("books a refund once when Rapyd's notice that it completed comes before its Pending answer", async () => {
    const c = await company();
    const { booking } = await paidBooking(c);
    const notices: number[] = [];
    fake.state.refundStatus = "Pending";
    fake.beforeRefundAnswer(async (refund) => {
      const completed = fake.finishRefund(refund.id, "Completed");
      notices.push((await fake.sendWebhook(c.webhookUrl, "REFUND_COMPLETED", completed)).httpStatus);
    });
    try {
      const answer = await c.refund({ bookingId: booking.id, amount: 25800 });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(notices).toEqual([200]);
      expect(answer.json()).toMatchObject({ result: "Success", refunded: 25800, paymentStatus: "Refunded" });
    } finally {
      fake.beforeRefundAnswer(null);
      fake.state.refundStatus = "Completed";
    }
    const [refund] = await c.refunds(booking.id);
    expect(refund).toMatchObject({ result: "Success", amount: 25800 });
    expect(fake.state.refunds.get(refund!.brokerReference!)).toMatchObject({
      merchant_reference_id: refund!.id,
    });
    expect(await c.money(booking.id)).toEqual({ ...confirmed, refunded: 25800, paymentStatus: "Refunded" });
    expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(1);
  });

  it("settles pending refunds whose notices were lost by asking Rapyd", async () => {
    const c = await company();
    const { booking } = await paidBooking(c);
    fake.state.refundStatus = "Pending";
    let ids: string[];
    try {
      const first = await c.refund({ bookingId: booking.id, amount: 5000 });
      const second = await c.refund({ bookingId: booking.id, amount: 20800 });
      ids = [first, second].map((answer) => answer.json<{ transactionId: string }>().transactionId);
    } finally {
      fake.state.refundStatus = "Completed";
    }
    const rows = async () => {
      const refunds = await c.refunds(booking.id);
      return ids.map((id) => refunds.find((refund) => refund.id === id)!);
    };
    const [first, second] = await rows();
    expect(await c.reconcileRefundsLater(booking.id)).toEqual([]);
    expect((await rows()).map((row) => row.result)).toEqual(["Pending", "Pending"]);
    expect(await c.money(booking.id)).toEqual(confirmed);

    const completed = fake.finishRefund(first!.brokerReference!, "Completed");
    fake.finishRefund(second!.brokerReference!, "Rejected", "Card closed");
    await c.reconcileRefundsLater(booking.id);
    expect((await rows()).map((row) => row.result)).toEqual(["Success", "Failed"]);
    const partly = { ...confirmed, refunded: 5000, paymentStatus: "PartialRefunded" };
    expect(await c.money(booking.id)).toEqual(partly);
    const history = await c.history(booking.id);
    expect(history.filter((action) => action === "Refunded")).toHaveLength(1);
    expect(history.filter((action) => action === "RefundFailed")).toHaveLength(1);

    // The lost notice turns up after all, and Rapyd is asked again: nothing changes a second time.
    const late = await fake.sendWebhook(c.webhookUrl, "REFUND_COMPLETED", completed);
    expect(await inboxOutcome(t, "Rapyd", c.tenant.id, late.eventId)).toBe("AlreadySettled");
    await c.reconcileRefundsLater(booking.id);
    expect(await c.money(booking.id)).toEqual(partly);
    expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(1);
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
