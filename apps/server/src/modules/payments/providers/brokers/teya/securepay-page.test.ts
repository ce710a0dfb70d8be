import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BrokerCallError } from "../../payment-broker.types";
import { isOnlineSessionReference, securePayOrderId } from "./securepay-order-id";
import { securePayCheckout, securePayFields, ticketExpiryDate } from "./securepay-page";
import { checkoutRequest, sandboxMerchant } from "./teya-test-support";

const request = checkoutRequest("https://stund.example/api/payments/webhooks/teya/t1");

describe("securePayOrderId", () => {
  it("is 12 letters and digits, the same for the same transaction and different for another", () => {
    const id = securePayOrderId(request.transactionId);
    expect(id).toMatch(/^[0-9A-Z]{12}$/);
    expect(securePayOrderId(request.transactionId)).toBe(id);
    expect(securePayOrderId("5f0c6a52-8d2e-4c6b-9a51-2f7d3e9b1c41")).not.toBe(id);
    expect(isOnlineSessionReference(id)).toBe(false);
    expect(isOnlineSessionReference(request.transactionId)).toBe(true);
    expect(isOnlineSessionReference(null)).toBe(false);
  });
});

describe("securePayFields", () => {
  it("carries the documented fields, with a checkhash over them in the documented order", () => {
    const fields = securePayFields(sandboxMerchant, request);
    const orderId = securePayOrderId(request.transactionId);
    expect(fields).toMatchObject({
      merchantid: "9275444",
      paymentgatewayid: "16",
      orderid: orderId,
      amount: "15000",
      currency: "ISK",
      language: "IS",
      returnurlsuccess: request.returnUrl,
      returnurlsuccessserver: request.notifyUrl,
      returnurlcancel: request.cancelUrl,
      returnurlerror: request.returnUrl,
      itemdescription_0: request.description,
      itemcount_0: "1",
      itemunitamount_0: "15000",
      itemamount_0: "15000",
    });
    const message = `9275444|${request.returnUrl}|${request.notifyUrl}|${orderId}|15000|ISK`;
    expect(fields.checkhash).toBe(createHmac("sha256", "99887766").update(message).digest("hex"));
  });

  it("writes euro cents as a decimal amount and English as EN", () => {
    const fields = securePayFields(sandboxMerchant, {
      ...request,
      amount: 1050,
      currency: "EUR",
      language: "en",
    });
    expect(fields).toMatchObject({ amount: "10.50", itemamount_0: "10.50", currency: "EUR", language: "EN" });
  });

  it("refuses an amount that is not a positive whole number of minor units", () => {
    for (const amount of [0, -5, 10.5])
      expect(() => securePayFields(sandboxMerchant, { ...request, amount })).toThrow(BrokerCallError);
  });
});

describe("securePayCheckout", () => {
  it("is a form posted to the page, referenced by its order id", () => {
    const start = securePayCheckout("https://test.borgun.is/", sandboxMerchant, request);
    expect(start.kind).toBe("form");
    if (start.kind !== "form") return;
    expect(start.action).toBe("https://test.borgun.is/securepay/default.aspx");
    expect(start.checkoutReference).toBe(start.fields.orderid);
  });
});

describe("ticketExpiryDate", () => {
  it("is dd.MM.yyyy in UTC", () => {
    expect(ticketExpiryDate(new Date("2030-05-01T23:59:00Z"))).toBe("01.05.2030");
    expect(ticketExpiryDate(new Date("2030-12-31T00:00:00Z"))).toBe("31.12.2030");
  });
});
