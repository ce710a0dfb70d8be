import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../../http/errors";
import {
  valitorTestCards,
  valitorTestMerchant,
} from "../../../payments/providers/brokers/valitor/fake/valitor-fake";
import { valitorFakePath } from "../../../payments/providers/brokers/valitor/fake/valitor-fake.routes";
import { valitorRefundNote } from "../../../payments/providers/brokers/valitor/valitor-broker";
import {
  valitorDigitalSignature,
  valitorReturnSignature,
} from "../../../payments/providers/brokers/valitor/valitor-signature";
import { refundBooking } from "../refunds/refund.service";
import {
  brokerCompany,
  flowApp,
  formOf,
  inboxOutcome,
  postNotice,
  type BrokerCompany,
  type FlowApp,
} from "./payment-flow-test-support";

let t: FlowApp;
let page: string;
beforeAll(async () => {
  t = await flowApp({});
  // This server's own stand-in for Valitor's payment page, over real HTTP.
  page = `${t.origin}${valitorFakePath}`;
  t.app.config.brokerEndpoints.valitorPay = page;
});
afterAll(async () => t.close());

const company = (credentials = valitorTestMerchant) => brokerCompany(t, "ValitorPay", { ...credentials });
const confirmed = { status: "Confirmed", paid: 25800, refunded: 0, paymentStatus: "Paid" };
const form = { "content-type": "application/x-www-form-urlencoded" };
const paymentKey = (reference: string) => `payment:${reference}`;

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: "POST", headers: form, body: new URLSearchParams(fields), redirect: "manual" });

/** The customer books; our payment page posts their browser's form to Valitor's page, which takes it. */
async function atValitor(c: BrokerCompany) {
  const booking = await c.customerBooks(2);
  const pay = await c.openPay(booking.paymentUrl);
  expect(pay.statusCode, pay.body).toBe(200);
  const signed = formOf(pay.body);
  const shown = await post(signed.action, signed.fields);
  expect(shown.status, await shown.clone().text()).toBe(200);
  return { booking, pay, signed, reference: signed.fields.ReferenceNumber! };
}

/** The customer pays on Valitor's page with a card; Valitor sends the browser back with its return. */
async function payWith(signed: { fields: Record<string, string> }, card: string = valitorTestCards.succeeds) {
  const answer = await post(`${page}/card`, { ...signed.fields, card });
  return { status: answer.status, location: answer.headers.get("location") ?? "", body: await answer.text() };
}

/** The customer's browser follows Valitor's redirect back to us. */
const comeBack = (location: string) => fetch(location, { redirect: "manual" });

describe("a customer paying on Valitor's payment page", () => {
  it("posts a signed form; the card's signed return confirms the booking once, and the customer lands on the shop", async () => {
    const c = await company();
    const { booking, pay, signed, reference } = await atValitor(c);
    const attempt = await c.payment(booking.id);
    expect(signed.action).toBe(page);
    expect(pay.headers["content-security-policy"]).toContain(`form-action ${t.origin}`);
    expect(reference).toBe(attempt.id);
    expect(attempt.checkoutReference).toBe(reference);
    const returnUrl = `${c.webhookUrl}/return`;
    expect(signed.fields).toMatchObject({
      MerchantID: valitorTestMerchant.merchantId,
      AuthorizationOnly: "0",
      Currency: "ISK",
      Product_1_Quantity: "1",
      Product_1_Price: "25800",
      Product_1_Discount: "0",
      PaymentSuccessfulURL: returnUrl,
      PaymentSuccessfulServerSideURL: c.webhookUrl,
      DigitalSignature: valitorDigitalSignature(valitorTestMerchant.verificationCode, {
        authorizationOnly: "0",
        products: [{ quantity: "1", price: "25800", discount: "0" }],
        merchantId: valitorTestMerchant.merchantId,
        referenceNumber: reference,
        paymentSuccessfulUrl: returnUrl,
        paymentSuccessfulServerSideUrl: c.webhookUrl,
        currency: "ISK",
      }),
    });
    // The verification code signs the form; it never travels in it.
    expect(JSON.stringify(signed.fields)).not.toContain(valitorTestMerchant.verificationCode);

    const paid = await payWith(signed);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location);
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get("ReferenceNumber")).toBe(reference);
    expect(back.searchParams.get("DigitalSignatureResponse")).toBe(
      createHash("sha256").update(`${valitorTestMerchant.verificationCode}${reference}`).digest("hex"),
    );
    // Valitor's server-to-server return came first and settled the payment.
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect(await c.payment(booking.id)).toMatchObject({ result: "Success", brokerReference: reference });
    expect(await inboxOutcome(t, "ValitorPay", c.tenant.id, paymentKey(reference))).toBe("Confirmed");

    const landed = await comeBack(paid.location);
    expect(landed.status).toBe(303);
    expect(landed.headers.get("location")).toBe(attempt.returnUrl);
    const again = await postNotice(c.webhookUrl, form, back.searchParams.toString());
    expect(again.status).toBe(200);
    expect(await c.money(booking.id)).toEqual(confirmed);
    expect((await c.history(booking.id)).filter((action) => action === "Confirmed")).toHaveLength(1);
    expect((await c.openPay(booking.paymentUrl)).statusCode).toBe(303);
    // Valitor's page takes no second payment of the order.
    expect((await post(signed.action, signed.fields)).status).toBe(409);
  });

  it("is refused by Valitor's page when the form is signed with another code or changed by the browser", async () => {
    const wrong = await company({ ...valitorTestMerchant, verificationCode: "not-the-merchants-code" });
    const booking = await wrong.customerBooks(1);
    const forged = formOf((await wrong.openPay(booking.paymentUrl)).body);
    const refused = await post(forged.action, forged.fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The DigitalSignature does not match the order");
    const cardRefused = await payWith(forged);
    expect(cardRefused.status).toBe(400);
    expect(await wrong.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });

    const c = await company();
    const { signed } = await atValitor(c);
    const changes: Record<string, string>[] = [
      { Product_1_Price: "100" },
      { Currency: "EUR" },
      { PaymentSuccessfulServerSideURL: page },
    ];
    for (const change of changes) {
      const changed = await post(signed.action, { ...signed.fields, ...change });
      expect(changed.status).toBe(400);
      expect(await changed.text()).toContain("The DigitalSignature does not match the order");
    }
    const unknownMerchant = await post(signed.action, { ...signed.fields, MerchantID: "9999" });
    expect(await unknownMerchant.text()).toContain("Unknown merchant");
  });

  it("refuses a forged return, which changes nothing, and one at another company's address confirms nothing", async () => {
    const c = await company();
    const other = await company();
    const { booking, reference } = await atValitor(c);
    const forgedSignature = valitorReturnSignature("not-the-merchants-code", reference);
    const forged = new URLSearchParams({
      ReferenceNumber: reference,
      DigitalSignatureResponse: forgedSignature,
    });
    expect((await comeBack(`${c.webhookUrl}/return?${forged}`)).status).toBe(401);
    expect((await post(`${c.webhookUrl}/return`, Object.fromEntries(forged))).status).toBe(401);
    expect((await postNotice(c.webhookUrl, form, forged.toString())).status).toBe(401);
    expect((await fetch(`${c.webhookUrl}?${forged}`)).status).toBe(401);
    expect((await postNotice(c.webhookUrl, form, `ReferenceNumber=${reference}`)).status).toBe(401);
    // A genuine return of another order does not pay this one.
    const elsewhere = valitorReturnSignature(valitorTestMerchant.verificationCode, `${reference}x`);
    const swapped = `ReferenceNumber=${reference}&DigitalSignatureResponse=${elsewhere}`;
    expect((await postNotice(c.webhookUrl, form, swapped)).status).toBe(401);
    expect(await inboxOutcome(t, "ValitorPay", c.tenant.id, paymentKey(reference))).toBeNull();
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Pending" });

    // The other company uses the same Valitor merchant, so the signature holds there: the order is not its own.
    const genuine = new URLSearchParams({
      ReferenceNumber: reference,
      DigitalSignatureResponse: valitorReturnSignature(valitorTestMerchant.verificationCode, reference),
    });
    expect((await postNotice(other.webhookUrl, form, genuine.toString())).status).toBe(200);
    expect(await inboxOutcome(t, "ValitorPay", other.tenant.id, paymentKey(reference))).toBe("Unknown");
    expect((await comeBack(`${other.webhookUrl}/return?${genuine}`)).status).toBe(404);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
  });

  it("is confirmed by the customer's return alone when Valitor's server-to-server return is lost", async () => {
    const c = await company();
    const { booking, signed, reference } = await atValitor(c);
    const paid = await payWith(signed, valitorTestCards.serverReturnLost);
    expect(paid.status).toBe(303);
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    const landed = await comeBack(paid.location);
    expect(landed.status).toBe(303);
    expect(landed.headers.get("location")).toBe((await c.payment(booking.id)).returnUrl);
    expect(await c.money(booking.id)).toEqual(confirmed);
    // The server-to-server return that comes late, here by GET, is a repeat.
    const late = await fetch(`${c.webhookUrl}?${new URL(paid.location).searchParams}`);
    expect(late.status).toBe(200);
    expect(await inboxOutcome(t, "ValitorPay", c.tenant.id, paymentKey(reference))).toBe("Confirmed");
    expect((await c.history(booking.id)).filter((action) => action === "Confirmed")).toHaveLength(1);
  });

  it("keeps the customer on Valitor's page when the card is declined, and changes nothing", async () => {
    const c = await company();
    const { booking, signed } = await atValitor(c);
    const declined = await payWith(signed, valitorTestCards.declines);
    expect(declined.status).toBe(402);
    expect(declined.body).toContain("The card was declined");
    expect(await c.money(booking.id)).toMatchObject({ status: "Pending", paid: 0 });
    expect(await c.payment(booking.id)).toMatchObject({ result: "Pending" });
    const paid = await payWith(signed);
    expect(paid.status).toBe(303);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });

  it("cannot ask Valitor about a payment: it waits for the return", async () => {
    const c = await company();
    const { booking } = await atValitor(c);
    expect(await c.reconcileLater(booking.id)).toEqual([]);
    expect(await c.payment(booking.id)).toMatchObject({ result: "Pending" });
  });
});

describe("staff and ValitorPay", () => {
  async function paidBooking(c: BrokerCompany) {
    const { booking, signed } = await atValitor(c);
    expect((await payWith(signed)).status).toBe(303);
    expect(await c.money(booking.id)).toEqual(confirmed);
    return booking;
  }

  it("records a refund made in Valitor's portal as done, with a note, in part or in full", async () => {
    const c = await company();
    const booking = await paidBooking(c);
    const withNote = { bookingId: booking.id, amount: 5000, note: "Sent back on 12 May" };
    const part = await c.refund(withNote);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      result: "Success",
      refunded: 5000,
      paymentStatus: "PartialRefunded",
    });
    const rest = await c.refund({ bookingId: booking.id, amount: 20800 });
    expect(rest.json()).toMatchObject({ result: "Success", refunded: 25800, paymentStatus: "Refunded" });
    expect((await c.refunds(booking.id)).map((row) => [row.result, row.amount, row.note])).toEqual(
      expect.arrayContaining([
        ["Success", 5000, `Sent back on 12 May\n${valitorRefundNote}`],
        ["Success", 20800, valitorRefundNote],
      ]),
    );
    expect((await c.history(booking.id)).filter((action) => action === "Refunded")).toHaveLength(2);
  });

  it("never records a refund in Valitor's portal on its own: a refund the system would make is refused", async () => {
    const c = await company();
    const booking = await paidBooking(c);
    const late = refundBooking(
      { db: t.database.db, config: t.app.config },
      {
        tenantId: c.tenant.id,
        bookingId: booking.id,
        amount: 25800,
        reason: "Other",
        note: "",
        method: "Broker",
        userId: null,
      },
    );
    await expect(late).rejects.toThrow(AppError);
    await expect(late).rejects.toThrow(/refunds are made in Valitor's own portal/);
    expect(await c.refunds(booking.id)).toEqual([]);
    expect(await c.money(booking.id)).toEqual(confirmed);
  });

  it("offers no payment links, and shows no address to enter in Valitor's portal", async () => {
    const c = await company();
    const desk = await c.deskBooks(1);
    const link = await c.owner.post(`${c.payments}/link/${desk.id}`, {});
    expect(link.statusCode, link.body).toBe(409);
    const settings = (await c.owner.get(c.payments)).json();
    expect(settings).toMatchObject({
      broker: "ValitorPay",
      paymentLinksAvailable: false,
      webhookUrl: null,
      credentials: {
        configured: true,
        fields: [
          { name: "merchantId", hint: "••••" },
          { name: "verificationCode", hint: "••••" },
        ],
      },
    });
  });
});
