import { describe, expect, it } from "vitest";
import { WebhookRejectedError } from "../../broker";
import { parseStraumurWebhook } from "./straumur-webhook";
import { straumurEventKeyFromBody } from "./straumur-event-key";

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

  it("treats Capture and Refund events as carrying no payment", () => {
    for (const eventType of ["Capture", "Refund", "Tokenization"])
      expect(parse({ ...authorization, additionalData: { eventType } }).payment).toBeUndefined();
    expect(parse({ ...authorization, additionalData: { eventType: "authorization" } }).payment).toBeDefined();
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
