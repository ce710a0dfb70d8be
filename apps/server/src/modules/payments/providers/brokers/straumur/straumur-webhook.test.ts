import { describe, expect, it } from "vitest";
import { WebhookRejectedError } from "../../payment-broker.types";
import { parseStraumurWebhook } from "./straumur-webhook";
import { straumurEventKeyFromBody } from "./straumur-event-key";
import { straumurHmacSignature } from "./webhook-hmac";

/** Straumur's official examples (docs.straumur.is): the "Webhook Message" page and the Adjustment event. */
const officialKey = "4eab969bd65a39c17c906dfcef1fe69d481716b0845a6c0892284cf9c06e4314";
const authorization = {
  checkoutReference: null,
  payfacReference: "21135253156",
  merchantReference: "9990QQAZ1221",
  amount: "48900",
  currency: "ISK",
  reason: null,
  success: "true",
  hmacSignature: "oH4Sgo4cZ/O8489HQU7TbcvohJkH4eHbz50Q3G+VXfk=",
  additionalData: { eventType: "Authorization", cardNumber: "411111******1142", authCode: "123456" },
};
const adjustmentKey = "388845ce3c794d9bb8e7082a57a05395c2830f556a29f8e4";
const adjustment = {
  checkoutReference: "kxhbi28jdlo55lbk1u4eskmprbdd9mkh6cj5mpotlduclf13fi",
  payfacReference: "4WHT92XEIL2EXMHZ",
  merchantReference: "23770963420369",
  amount: "48900",
  currency: "ISK",
  reason: "",
  success: "true",
  hmacSignature: "urlLKKMuoPZK4w6IAoGMiKKbKsG2CYyUN/2CiXeGumA=",
  additionalData: { eventType: "Adjustment", originalPayfacReference: "OOJWITWVQV42PSE8" },
};

/** The official Refund event example ("Refund event" page), with its own HMAC key. */
const refundKey = "46cf31c712a1eecbd52426e32589b2f85351c44b747913fa";
const refund = {
  checkoutReference: "x7xhpi5lluzdg8dfg8qrt6vs57bi3xjmt6ky9g4tvcbcxuxwjg",
  payfacReference: "MD7XSDUCAA88YCGW",
  merchantReference: "73137382793774",
  amount: "10000",
  currency: "ISK",
  reason: "",
  success: "true",
  hmacSignature: "c3yRkNSWw+TaHwRbvXFJ+rDmcVREheNlMTqF7XsnZio=",
  additionalData: {
    eventType: "Refund",
    authCode: "123457",
    cardNumber: "411111******1111",
    cardUsage: "Debit",
    originalPayfacReference: "OOJWITWVQV42PSE8",
    paymentMethod: "VI",
  },
};

const parse = (body: unknown, key = officialKey) => parseStraumurWebhook(key, JSON.stringify(body));

describe("parseStraumurWebhook", () => {
  it("reads the official Authorization example as a payment of 489 kr.", () => {
    const event = parse(authorization);
    expect(event.payment).toEqual({
      transactionId: "9990QQAZ1221",
      checkoutReference: undefined,
      outcome: "Succeeded",
      amount: 489,
      currency: "ISK",
      brokerReference: "21135253156",
    });
    expect(event.eventKey).toBe(straumurEventKeyFromBody(authorization));
    expect(event.reply).toBeUndefined();
  });

  it("verifies the official Adjustment example, which applies nothing to a payment", () => {
    const event = parse(adjustment, adjustmentKey);
    expect(event.payment).toBeUndefined();
    expect(event.eventKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it("reads the official Refund example as the refund Straumur knows by its own payfacReference", () => {
    const event = parse(refund, refundKey);
    expect(event.payment).toBeUndefined();
    expect(event.refund).toEqual({
      brokerReference: "MD7XSDUCAA88YCGW",
      outcome: "Succeeded",
      amount: 100,
      currency: "ISK",
    });
    expect(event.eventKey).toBe(straumurEventKeyFromBody(refund));
    expect(event.eventKey).not.toBe(straumurEventKeyFromBody({ ...refund, additionalData: {} }));
  });

  it("reads a Refund event with success false as a failed refund, with Straumur's reason", () => {
    const fields = { ...refund, success: "false", reason: "Refused" };
    const hmacSignature = straumurHmacSignature(refundKey, fields);
    expect(parse({ ...fields, hmacSignature }, refundKey).refund).toEqual({
      brokerReference: "MD7XSDUCAA88YCGW",
      outcome: "Failed",
      amount: 100,
      currency: "ISK",
      message: "Straumur did not make the refund: Refused",
    });
  });

  it("treats Capture and other events as carrying nothing to apply", () => {
    for (const eventType of ["Capture", "Tokenization", "Adjustment"]) {
      const event = parse({ ...authorization, additionalData: { eventType } });
      expect(event.payment).toBeUndefined();
      expect(event.refund).toBeUndefined();
    }
    expect(parse({ ...authorization, additionalData: { eventType: "authorization" } }).payment).toBeDefined();
    expect(parse({ ...authorization, additionalData: { eventType: "refund" } }).refund).toBeDefined();
  });

  it("rejects a change to any signed field, another key, and bodies that are not signed JSON", () => {
    for (const change of [
      { amount: "4890000" },
      { merchantReference: "other" },
      { success: "false" },
      { currency: "EUR" },
    ])
      expect(() => parse({ ...authorization, ...change })).toThrow(WebhookRejectedError);
    expect(() => parse(authorization, adjustmentKey)).toThrow(WebhookRejectedError);
    expect(() => parse({ ...authorization, hmacSignature: undefined })).toThrow(WebhookRejectedError);
    expect(() => parseStraumurWebhook(officialKey, "not json")).toThrow(/not JSON/);
    expect(() => parseStraumurWebhook(officialKey, "[1]")).toThrow(WebhookRejectedError);
  });
});
