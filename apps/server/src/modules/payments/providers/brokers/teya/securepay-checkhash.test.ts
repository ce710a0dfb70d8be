import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isSecurePayPaymentConfirmed,
  isValidSecurePayOrderhash,
  securePayCheckhash,
  securePayOrderhash,
} from "./securepay-checkhash";

/** The public sandbox secret and the self-computed example of docs/brokers.md §2.1. */
const secret = "99887766";
const request = {
  merchantId: "9275444",
  returnUrlSuccess: "https://example.is/ok",
  returnUrlSuccessServer: "https://example.is/teya/notify",
  orderId: "ORDER-1001",
  amount: "15000",
  currency: "ISK",
};
const order = { orderId: "ORDER-1001", amount: "15000", currency: "ISK" };
const exampleCheckhash = "6ec7fb456777f218df51ab6d963d470adf03bca69896cde90b6d00fd0bbf8621";
const exampleOrderhash = "e64b8af2790c4f73992d234d3b15289534e326bc6a2a3cbdfa17cb79fd804e21";

describe("securePayCheckhash", () => {
  it("reproduces the example of docs/brokers.md §2.1", () => {
    expect(securePayCheckhash(secret, request)).toBe(exampleCheckhash);
  });

  it("matches an independent HMAC over the pipe-joined fields in the documented order", () => {
    const message = "9275444|https://example.is/ok|https://example.is/teya/notify|ORDER-1001|15000|ISK";
    const independent = createHmac("sha256", Buffer.from(secret, "utf8")).update(message).digest("hex");
    expect(securePayCheckhash(secret, request)).toBe(independent);
  });

  it("changes with any field, the field order, the amount's form or the secret", () => {
    for (const key of Object.keys(request) as (keyof typeof request)[]) {
      expect(securePayCheckhash(secret, { ...request, [key]: `${request[key]}x` })).not.toBe(
        exampleCheckhash,
      );
    }
    const swapped = { ...request, returnUrlSuccess: request.returnUrlSuccessServer };
    expect(
      securePayCheckhash(secret, { ...swapped, returnUrlSuccessServer: request.returnUrlSuccess }),
    ).not.toBe(exampleCheckhash);
    expect(securePayCheckhash(secret, { ...request, amount: "15000.00" })).not.toBe(exampleCheckhash);
    expect(securePayCheckhash("99887767", request)).not.toBe(exampleCheckhash);
  });
});

describe("securePayOrderhash", () => {
  it("reproduces the example and an independent HMAC over orderid|amount|currency", () => {
    expect(securePayOrderhash(secret, order)).toBe(exampleOrderhash);
    const independent = createHmac("sha256", secret).update("ORDER-1001|15000|ISK").digest("hex");
    expect(securePayOrderhash(secret, order)).toBe(independent);
  });
});

describe("isValidSecurePayOrderhash", () => {
  it("accepts the orderhash of our order, in either hex case", () => {
    expect(isValidSecurePayOrderhash(secret, order, exampleOrderhash)).toBe(true);
    expect(isValidSecurePayOrderhash(secret, order, exampleOrderhash.toUpperCase())).toBe(true);
  });

  it("refuses a changed order, a wrong secret and malformed hashes", () => {
    expect(isValidSecurePayOrderhash(secret, { ...order, amount: "15001" }, exampleOrderhash)).toBe(false);
    expect(isValidSecurePayOrderhash(secret, { ...order, currency: "EUR" }, exampleOrderhash)).toBe(false);
    expect(isValidSecurePayOrderhash(secret, { ...order, orderId: "ORDER-1002" }, exampleOrderhash)).toBe(
      false,
    );
    expect(isValidSecurePayOrderhash("other", order, exampleOrderhash)).toBe(false);
    expect(isValidSecurePayOrderhash(secret, order, undefined)).toBe(false);
    expect(isValidSecurePayOrderhash(secret, order, "")).toBe(false);
    expect(isValidSecurePayOrderhash(secret, order, exampleOrderhash.slice(0, 62))).toBe(false);
    expect(isValidSecurePayOrderhash(secret, order, `${exampleOrderhash.slice(0, 62)}zz`)).toBe(false);
    expect(isValidSecurePayOrderhash(secret, order, `${exampleOrderhash}00`)).toBe(false);
  });
});

describe("isSecurePayPaymentConfirmed", () => {
  const paid = { orderid: "ORDER-1001", orderhash: exampleOrderhash, status: "OK", step: "Payment" };

  it("confirms a signed notification of a completed payment for our order", () => {
    expect(isSecurePayPaymentConfirmed(secret, order, paid)).toBe(true);
  });

  it("does not confirm another order, a bad hash, another status or another step", () => {
    expect(isSecurePayPaymentConfirmed(secret, order, { ...paid, orderid: "ORDER-1002" })).toBe(false);
    expect(isSecurePayPaymentConfirmed(secret, { ...order, amount: "1" }, paid)).toBe(false);
    expect(isSecurePayPaymentConfirmed(secret, order, { ...paid, orderhash: "0".repeat(64) })).toBe(false);
    expect(isSecurePayPaymentConfirmed(secret, order, { ...paid, status: "ERROR" })).toBe(false);
    expect(isSecurePayPaymentConfirmed(secret, order, { ...paid, step: "Confirmation" })).toBe(false);
    expect(isSecurePayPaymentConfirmed(secret, order, { ...paid, step: undefined })).toBe(false);
  });
});
