import { describe, expect, it } from "vitest";
import type { Executor } from "../../../../../db/database";
import {
  BrokerCallError,
  WebhookRejectedError,
  type BrokerContext,
  type CheckoutRequest,
  type CheckoutStart,
} from "../../payment-broker.types";
import { cardOutcome, checkValitorForm, valitorReturnFields, valitorTestMerchant } from "./fake/valitor-fake";
import { createValitorBroker, valitorRefundNote } from "./valitor-broker";
import { formatValitorAmount } from "./valitor-page";
import type { ValitorOrder } from "./valitor-order.repository";

const transactionId = "5f0c6a52-8d2e-4c6b-9a51-2f7d3e9b1c40";
const notifyUrl =
  "https://stund.example/api/payments/webhooks/valitorpay/00000000-0000-4000-8000-000000000003";
const pageUrl = "https://paymentweb.uat.valitor.is";

function adapter(credentials: BrokerContext["credentials"], orders: Record<string, ValitorOrder> = {}) {
  const context: BrokerContext = {
    // The lookup of orders is given below; the adapter touches nothing else.
    db: undefined as unknown as Executor,
    tenantId: "00000000-0000-4000-8000-000000000003",
    credentials,
    origin: "https://stund.example",
    endpoints: { rapyd: "", teyaSecurePay: "", teyaRpg: "", straumur: "", valitorPay: pageUrl },
    fetch,
  };
  return createValitorBroker(context, { orderOf: async (reference) => orders[reference] ?? null });
}

const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  transactionId,
  amount: 25800,
  currency: "ISK",
  description: "Glacier Tours · K7F3-9QXA",
  language: "is",
  returnUrl: "https://stund.example/glacier/booking/1",
  cancelUrl: "https://stund.example/glacier/booking/1?cancelled",
  notifyUrl,
  expiresAt: new Date("2030-05-01T12:00:00Z"),
  ...overrides,
});

const valitor = adapter(valitorTestMerchant, { [transactionId]: { amount: 25800, currency: "ISK" } });
const fieldsOf = (start: CheckoutStart) => {
  if (start.kind !== "form") throw new Error("Valitor's page takes a form");
  return start.fields;
};

describe("ValitorPay: checkout", () => {
  it("opens a form to Valitor's page that Valitor takes, signed but without the verification code", async () => {
    const start = await valitor.openCheckout(request());
    expect(start).toMatchObject({ kind: "form", action: pageUrl, checkoutReference: transactionId });
    const fields = fieldsOf(start);
    expect(fields).toMatchObject({
      MerchantID: valitorTestMerchant.merchantId,
      ReferenceNumber: transactionId,
      Language: "IS",
      Product_1_Description: "Glacier Tours · K7F3-9QXA",
      Product_1_Price: "25800",
      PaymentSuccessfulURL: `${notifyUrl}/return`,
      PaymentSuccessfulServerSideURL: notifyUrl,
      PaymentCancelledURL: "https://stund.example/glacier/booking/1?cancelled",
    });
    expect(Object.values(fields)).not.toContain(valitorTestMerchant.verificationCode);
    expect(checkValitorForm([valitorTestMerchant], fields)).toMatchObject({ total: "25800" });
  });

  it("is refused by Valitor when signed with another code, or changed after signing", async () => {
    const stranger = adapter({ ...valitorTestMerchant, verificationCode: "another-code" });
    const forged = fieldsOf(await stranger.openCheckout(request()));
    expect(checkValitorForm([valitorTestMerchant], forged)).toBe(
      "The DigitalSignature does not match the order",
    );
    const fields = fieldsOf(await valitor.openCheckout(request()));
    expect(checkValitorForm([valitorTestMerchant], { ...fields, Product_1_Price: "2580" })).toBe(
      "The DigitalSignature does not match the order",
    );
    expect(checkValitorForm([valitorTestMerchant], { ...fields, ReferenceNumber: "other" })).toBe(
      "The DigitalSignature does not match the order",
    );
  });

  it("writes amounts in the currency's major unit", async () => {
    expect(formatValitorAmount(25800, "ISK")).toBe("25800");
    expect(formatValitorAmount(1050, "EUR")).toBe("10.50");
    expect(formatValitorAmount(5, "EUR")).toBe("0.05");
    const euro = fieldsOf(await valitor.openCheckout(request({ amount: 1050, currency: "EUR" })));
    expect(euro).toMatchObject({ Product_1_Price: "10.50", Currency: "EUR" });
    expect(checkValitorForm([valitorTestMerchant], euro)).toMatchObject({ total: "10.50" });
    await expect(valitor.openCheckout(request({ amount: 0 }))).rejects.toThrow(BrokerCallError);
  });

  it("needs both credentials, and offers no payment links", async () => {
    const incomplete = adapter({ merchantId: valitorTestMerchant.merchantId });
    await expect(incomplete.openCheckout(request())).rejects.toThrow(/merchant ID and the verification code/);
    expect(valitor.createPaymentLink).toBeUndefined();
  });
});

describe("ValitorPay: returns", () => {
  /** Valitor's return of our order, as the stand-in page sends it. */
  const paid = () =>
    valitorReturnFields(
      { merchant: valitorTestMerchant, fields: { ReferenceNumber: transactionId }, total: "25800" },
      "4242 4242 4242 4242",
      700_001,
    );

  it("turns Valitor's signed return into a payment of the amount we signed", async () => {
    const event = await valitor.parseWebhook({ rawBody: paid().toString(), headers: {}, url: notifyUrl });
    expect(event).toEqual({
      eventKey: `payment:${transactionId}`,
      payment: {
        transactionId,
        checkoutReference: transactionId,
        outcome: "Succeeded",
        amount: 25800,
        currency: "ISK",
        brokerReference: transactionId,
      },
    });
    expect(paid().get("CardNumberMasked")).toBe("************4242");
  });

  it("rejects a return without a valid signature, and matches a reference of no order to no payment", async () => {
    const forged = paid();
    forged.set("DigitalSignatureResponse", "f".repeat(64));
    await expect(valitor.parseWebhook({ rawBody: forged.toString(), headers: {}, url: "" })).rejects.toThrow(
      WebhookRejectedError,
    );
    const unsigned = paid();
    unsigned.delete("DigitalSignatureResponse");
    await expect(
      valitor.parseWebhook({ rawBody: unsigned.toString(), headers: {}, url: "" }),
    ).rejects.toThrow(/DigitalSignatureResponse/);
    const stranger = adapter({ ...valitorTestMerchant, verificationCode: "another-code" });
    await expect(stranger.parseWebhook({ rawBody: paid().toString(), headers: {}, url: "" })).rejects.toThrow(
      WebhookRejectedError,
    );
    const noOrders = adapter(valitorTestMerchant);
    const event = await noOrders.parseWebhook({ rawBody: paid().toString(), headers: {}, url: "" });
    expect(event.payment).toMatchObject({ amount: 0, currency: "" });
    await expect(
      adapter({}).parseWebhook({ rawBody: paid().toString(), headers: {}, url: "" }),
    ).rejects.toThrow(WebhookRejectedError);
  });
});

describe("ValitorPay: what the page cannot do", () => {
  const payment = {
    transactionId,
    checkoutReference: transactionId,
    brokerReference: transactionId,
    amount: 25800,
    currency: "ISK",
  };

  it("records a refund as made in Valitor's portal, without calling Valitor", async () => {
    const calls: string[] = [];
    const context = { fetch: (async (url: string) => calls.push(url)) as unknown as typeof fetch };
    const recording = createValitorBroker({
      ...context,
      db: undefined as unknown as Executor,
      tenantId: "t",
      credentials: valitorTestMerchant,
      origin: "",
      endpoints: { rapyd: "", teyaSecurePay: "", teyaRpg: "", straumur: "", valitorPay: pageUrl },
    });
    expect(await recording.refund({ payment, refundId: "r-1", amount: 5000, reason: "Other" })).toEqual({
      result: "Success",
      brokerReference: null,
      note: valitorRefundNote,
    });
    expect(calls).toEqual([]);
  });

  it("says plainly that Valitor's page cannot be asked about a payment", async () => {
    await expect(valitor.readPayment(payment)).rejects.toThrow(BrokerCallError);
  });

  it("knows what each test card does", () => {
    expect(cardOutcome("4242 4242 4242 4242")).toBe("Paid");
    expect(cardOutcome("4000-0000-0000-0002")).toBe("Declined");
    expect(cardOutcome("4000000000000259")).toBe("PaidServerReturnLost");
    expect(cardOutcome("1234")).toBe("UnknownCard");
  });
});
