import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { unreachableUrl } from "../../../payments/providers/brokers/rapyd/rapyd-test-support";
import {
  securePayCheckhash,
  SECUREPAY_ACCEPTED_REPLY,
} from "../../../payments/providers/brokers/teya/securepay-checkhash";
import { securePayOrderId } from "../../../payments/providers/brokers/teya/securepay-order-id";
import { startTeyaFake, type TeyaFake } from "../../../payments/providers/brokers/teya/teya-fake-server";
import { sandboxMerchant } from "../../../payments/providers/brokers/teya/teya-test-support";
import {
  brokerCompany,
  flowApp,
  formOf,
  inboxOutcome,
  type BrokerCompany,
  type FlowApp,
} from "./payment-flow-test-support";

let t: FlowApp;
let fake: TeyaFake;
beforeAll(async () => {
  fake = await startTeyaFake({ securePay: [sandboxMerchant] });
  t = await flowApp({ teyaSecurePay: fake.url, teyaRpg: `${fake.url}/rpgapi` });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const company = () => brokerCompany(t, "Teya", { ...sandboxMerchant });
const confirmed = { status: "Confirmed", paid: 25800, refunded: 0, paymentStatus: "Paid" };
const paymentKey = (orderId: string) => `securepay.payment.ok:${orderId}`;

/** The customer books; our payment page posts their browser's form to SecurePay, which opens the order. */
async function atSecurePay(c: BrokerCompany) {
  const booking = await c.customerBooks(2);
  const page = await c.openPay(booking.paymentUrl);
  expect(page.statusCode, page.body).toBe(200);
  const form = formOf(page.body);
  const posted = await fetch(form.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form.fields).toString(),
  });
  expect(posted.status, await posted.clone().text()).toBe(200);
  return { booking, page, form, orderId: form.fields.orderid! };
}

describe("a customer paying on Teya's SecurePay page", () => {
  it("posts a signed form to SecurePay, whose notification confirms the booking once", async () => {
    const c = await company();
    const { booking, page, form, orderId } = await atSecurePay(c);
    const attempt = await c.payment(booking.id);
    expect(form.action).toBe(`${fake.url}/securepay/default.aspx`);
    expect(page.headers["content-security-policy"]).toContain(`form-action ${fake.url}`);
    expect(orderId).toBe(securePayOrderId(attempt.id));
    expect(attempt.checkoutReference).toBe(orderId);
    expect(form.fields).toMatchObject({
      merchantid: sandboxMerchant.merchantId,
      paymentgatewayid: sandboxMerchant.paymentGatewayId,
      amount: "25800",
      currency: "ISK",
      returnurlsuccessserver: c.webhookUrl,
      checkhash: securePayCheckhash(sandboxMerchant.secretKey, {
        merchantId: sandboxMerchant.merchantId,
        returnUrlSuccess: form.fields.returnurlsuccess!,
        returnUrlSuccessServer: c.webhookUrl,
        orderId,
        amount: "25800",
        currency: "ISK",
      }),
    });
    expect(fake.orders.get(orderId)).toMatchObject({ status: "Open" });

    const notified = await fake.pay(orderId);
    expect(notified).toMatchObject({ status: 200, body: SECUREPAY_ACCEPTED_REPLY });
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await c.payment(booking.id)).toMatchObject({
      result: "Success",
      brokerReference: fake.orders.get(orderId)!.refundId,
    });
    const again = await fake.send(c.webhookUrl, fake.notice(orderId, "OK"));
    expect(again).toMatchObject({ status: 200, body: SECUREPAY_ACCEPTED_REPLY });
    expect(await inboxOutcome(t, "Teya", c.tenant.id, paymentKey(orderId))).toBe("Confirmed");
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect((await c.history(booking.id)).filter((action) => action === "Confirmed")).toHaveLength(1);
    expect((await c.openPay(booking.paymentUrl)).statusCode).toBe(303);
  });

  it("refuses a tampered notification, and one at another company's address confirms nothing", async () => {
    const c = await company();
    const other = await company();
    const { booking, orderId } = await atSecurePay(c);
    const tampered = fake.notice(orderId, "OK");
    tampered.set("amount", "100");
    expect((await fake.send(c.webhookUrl, tampered)).status).toBe(401);
    // The other company uses the same Teya merchant, so the orderhash holds: the order is not its own.
    const elsewhere = await fake.send(other.webhookUrl, fake.notice(orderId, "OK"));
    expect(elsewhere.status).toBe(200);
    expect(await inboxOutcome(t, "Teya", other.tenant.id, paymentKey(orderId))).toBe("Unknown");
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Pending" });

    expect((await fake.pay(orderId)).status).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await inboxOutcome(t, "Teya", c.tenant.id, paymentKey(orderId))).toBe("Confirmed");
  });

  it("keeps a declined booking pending until its hold runs out, which frees the seats", async () => {
    const c = await company();
    const { booking, orderId } = await atSecurePay(c);
    expect(await c.seatsLeft()).toBe(4);
    expect(await fake.decline(orderId)).toMatchObject({ status: 200, body: SECUREPAY_ACCEPTED_REPLY });
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0, paymentStatus: "Unpaid" });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Failed" });
    expect(await c.history(booking.id)).toContain("PaymentDeclined");

    expect((await c.holdRunsOut(booking.id)).map((row) => row.id)).toContain(booking.id);
    expect(await c.money(booking.id)).toMatchObject({ status: "Expired", paid: 0 });
    expect(await c.seatsLeft()).toBe(6);
  });

  it("cannot ask SecurePay about a payment: it waits for the notification, and a day after the hold gives up", async () => {
    const c = await company();
    const { booking, orderId } = await atSecurePay(c);
    fake.orders.get(orderId)!.status = "Paid";
    expect(await c.reconcileLater(booking.id)).toEqual([]);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Pending" });

    await c.holdRunsOut(booking.id);
    await t.database.db
      .update(paymentTransactions)
      .set({ expiresAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(paymentTransactions.bookingId, booking.id));
    expect(await c.reconcileLater(booking.id)).toEqual([]);
    expect(await c.payment(booking.id)).toMatchObject({ result: "Failed", note: "Not paid in time" });
    // The notification that still comes confirms the booking while its seats are free.
    expect((await fake.pay(orderId)).status).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });
});

describe("staff and Teya", () => {
  async function paidBooking(c: BrokerCompany) {
    const { booking, orderId } = await atSecurePay(c);
    expect((await fake.pay(orderId)).status).toBe(200);
    return { booking, order: fake.orders.get(orderId)! };
  }

  it("refuses a partial refund, changing nothing, and refunds the whole payment through SecurePay", async () => {
    const c = await company();
    const { booking, order } = await paidBooking(c);
    const part = await c.refund({ bookingId: booking.id, amount: 5000 });
    expect(part.statusCode).toBe(409);
    expect(part.json()).toMatchObject({
      title: "Teya refunds only the whole payment; refund all of it, or the part as cash",
    });
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(order.refunded).toBe(0);

    const whole = await c.refund({ bookingId: booking.id, amount: 25800 });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ result: "Success", refunded: 25800, paymentStatus: "Refunded" });
    expect(order.refunded).toBe(25800);
    // The refused partial refund wrote nothing.
    expect((await c.refunds(booking.id)).map((row) => [row.result, row.amount])).toEqual([
      ["Success", 25800],
    ]);
    expect(await c.money(booking.id)).toEqual({ ...confirmed, refunded: 25800, paymentStatus: "Refunded" });
  });

  it("sends a SecurePay ticket as the payment link, and its payment confirms the desk booking", async () => {
    const c = await company();
    const booking = await c.deskBooks(2);
    const response = await c.link(booking.id);
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json<{ paymentUrl: string; transactionId: string }>();
    expect(link.paymentUrl).toMatch(new RegExp(`^${fake.url}/securepay/ticket\\.aspx\\?ticket=[0-9a-f]+$`));
    const orderId = securePayOrderId(link.transactionId);
    const ticketPage = await fetch(link.paymentUrl);
    expect(ticketPage.status).toBe(200);
    expect(await ticketPage.text()).toContain(`Order ${orderId}: 25800 ISK`);
    expect((await c.link(booking.id)).json()).toMatchObject({ paymentUrl: link.paymentUrl });
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paymentStatus: "PaymentLink" });

    expect((await fake.pay(orderId)).status).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });

  it("opens the page without asking Teya, and answers 502 for a link while Teya cannot be reached", async () => {
    const c = await company();
    const booking = await c.customerBooks(1);
    const desk = await c.deskBooks(1);
    t.app.config.brokerEndpoints.teyaSecurePay = await unreachableUrl();
    try {
      const page = await c.openPay(booking.paymentUrl);
      expect(page.statusCode).toBe(200);
      expect(formOf(page.body).action).toBe(
        `${t.app.config.brokerEndpoints.teyaSecurePay}/securepay/default.aspx`,
      );
      const link = await c.link(desk.id);
      expect(link.statusCode).toBe(502);
      expect(link.json()).toMatchObject({ title: "The payment broker could not be reached" });
    } finally {
      t.app.config.brokerEndpoints.teyaSecurePay = fake.url;
    }
    expect((await c.link(desk.id)).statusCode).toBe(200);
  });
});
