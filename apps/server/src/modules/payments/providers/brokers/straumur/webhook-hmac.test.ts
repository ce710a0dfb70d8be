import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isStraumurWebhookAuthorized,
  readStraumurHmacKey,
  straumurHmacMessage,
  straumurHmacSignature,
  verifyStraumurWebhook,
} from "./webhook-hmac";

/** Straumur's official vector (docs.straumur.is, HMAC validation), as recorded in docs/brokers.md §2.3. */
const officialKey = "4eab969bd65a39c17c906dfcef1fe69d481716b0845a6c0892284cf9c06e4314";
const officialMessage = ":21135253156:9990QQAZ1221:48900:ISK::true";
const officialSignature = "oH4Sgo4cZ/O8489HQU7TbcvohJkH4eHbz50Q3G+VXfk=";

/** A webhook body whose signed fields make up the official message. */
const body = {
  checkoutReference: null,
  payfacReference: "21135253156",
  merchantReference: "9990QQAZ1221",
  amount: "48900",
  currency: "ISK",
  reason: null,
  success: "true",
  hmacSignature: officialSignature,
  additionalData: { eventType: "Authorization" },
};

describe("straumurHmacSignature", () => {
  it("reproduces the official vector, nulls signed as empty strings", () => {
    expect(straumurHmacMessage(body)).toBe(officialMessage);
    expect(straumurHmacSignature(officialKey, body)).toBe(officialSignature);
  });

  it("keys the HMAC with the hex-decoded key, not the key's text", () => {
    const withTextKey = createHmac("sha256", officialKey).update(officialMessage).digest("base64");
    expect(withTextKey).not.toBe(officialSignature);
    const independent = createHmac("sha256", Buffer.from(officialKey, "hex")).update(officialMessage);
    expect(independent.digest("base64")).toBe(officialSignature);
  });

  it("signs missing fields like nulls, and JSON numbers and booleans as their text", () => {
    const { checkoutReference: _c, reason: _r, ...withoutNulls } = body;
    expect(straumurHmacMessage(withoutNulls)).toBe(officialMessage);
    expect(straumurHmacMessage({ ...body, amount: 48900, success: true })).toBe(officialMessage);
  });

  it("refuses a key that is not hex", () => {
    expect(() => straumurHmacSignature("not hex", body)).toThrow();
    expect(readStraumurHmacKey("abc")).toBeNull();
    expect(readStraumurHmacKey("")).toBeNull();
    expect(readStraumurHmacKey(officialKey)?.length).toBe(32);
  });
});

describe("verifyStraumurWebhook", () => {
  it("accepts the official vector's body", () => {
    expect(verifyStraumurWebhook(officialKey, body)).toBe(true);
    expect(verifyStraumurWebhook(officialKey.toUpperCase(), body)).toBe(true);
  });

  it("refuses any change to a signed field", () => {
    const changes: Record<string, unknown>[] = [
      { checkoutReference: "x" },
      { payfacReference: "21135253157" },
      { merchantReference: "9990QQAZ1222" },
      { amount: "48901" },
      { currency: "EUR" },
      { reason: "Refused" },
      { success: "false" },
    ];
    for (const change of changes)
      expect(verifyStraumurWebhook(officialKey, { ...body, ...change })).toBe(false);
  });

  it("does not cover additionalData, as documented", () => {
    const refund = { ...body, additionalData: { eventType: "Refund" } };
    expect(verifyStraumurWebhook(officialKey, refund)).toBe(true);
  });

  it("refuses another key, a forged or missing signature, and bodies that are not webhooks", () => {
    expect(verifyStraumurWebhook("00".repeat(32), body)).toBe(false);
    expect(verifyStraumurWebhook("not hex", body)).toBe(false);
    expect(
      verifyStraumurWebhook(officialKey, { ...body, hmacSignature: officialSignature.slice(0, -1) }),
    ).toBe(false);
    expect(verifyStraumurWebhook(officialKey, { ...body, hmacSignature: `${officialSignature}=` })).toBe(
      false,
    );
    expect(verifyStraumurWebhook(officialKey, { ...body, hmacSignature: "" })).toBe(false);
    expect(verifyStraumurWebhook(officialKey, { ...body, hmacSignature: undefined })).toBe(false);
    expect(verifyStraumurWebhook(officialKey, { ...body, amount: { value: 48900 } })).toBe(false);
    for (const notABody of [null, "text", [body], 42]) {
      expect(verifyStraumurWebhook(officialKey, notABody)).toBe(false);
    }
  });
});

describe("isStraumurWebhookAuthorized", () => {
  it("accepts exactly the configured API key", () => {
    expect(isStraumurWebhookAuthorized("api-key-1", "api-key-1")).toBe(true);
    expect(isStraumurWebhookAuthorized("api-key-2", "api-key-1")).toBe(false);
    expect(isStraumurWebhookAuthorized("api-key-1 ", "api-key-1")).toBe(false);
    expect(isStraumurWebhookAuthorized(undefined, "api-key-1")).toBe(false);
    expect(isStraumurWebhookAuthorized(["api-key-1"], "api-key-1")).toBe(false);
    expect(isStraumurWebhookAuthorized("", "")).toBe(false);
  });
});
