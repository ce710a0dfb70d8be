import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isValidValitorDigitalSignature,
  isValidValitorReturnSignature,
  valitorDigitalSignature,
  valitorReturnSignature,
  type ValitorRequestFields,
} from "./valitor-signature";

/**
 * The worked example of Valitor's page documentation and its return signature, both recorded in
 * docs/decisions/0011-payments.md ("ValitorPay through Valitor's hosted payment page").
 */
const verificationCode = "2ef8ec654c";
const example: ValitorRequestFields = {
  authorizationOnly: "0",
  products: [
    { quantity: "2", price: "1500", discount: "0" },
    { quantity: "1", price: "1000", discount: "0" },
  ],
  merchantId: "207",
  referenceNumber: "456",
  paymentSuccessfulUrl: "http://www.minsida.is/takkfyrir",
  paymentSuccessfulServerSideUrl: "http://www.minsida.is/sale.aspx?c=8282&ref=232",
  currency: "ISK",
};
const exampleSignature = "8573f2a43f4d5fed99aaee4c8d098f14903afaf709ea1e0e7840e5e56edd962a";
const exampleReturn = "b34f419a3c6a6e983ee1a440c0392e8972e76b619708905d127837c1e8eb98ff";

const independentSha256 = (text: string) =>
  createHash("sha256").update(Buffer.from(text, "utf8")).digest("hex");

describe("valitorDigitalSignature", () => {
  it("reproduces the documented worked example", () => {
    expect(valitorDigitalSignature(verificationCode, example)).toBe(exampleSignature);
  });

  it("is a plain SHA-256 of the fields joined without separators, in the documented order", () => {
    const message =
      "2ef8ec654c" +
      "0" +
      "2" +
      "1500" +
      "0" +
      "1" +
      "1000" +
      "0" +
      "207" +
      "456" +
      "http://www.minsida.is/takkfyrir" +
      "http://www.minsida.is/sale.aspx?c=8282&ref=232" +
      "ISK";
    expect(valitorDigitalSignature(verificationCode, example)).toBe(independentSha256(message));
  });

  it("changes with any field, the order of the lines, the price's form or the code", () => {
    const changed: ValitorRequestFields[] = [
      { ...example, authorizationOnly: "1" },
      { ...example, merchantId: "208" },
      { ...example, referenceNumber: "457" },
      { ...example, paymentSuccessfulUrl: `${example.paymentSuccessfulUrl}/` },
      { ...example, paymentSuccessfulServerSideUrl: "http://www.minsida.is/sale.aspx" },
      { ...example, currency: "EUR" },
      { ...example, products: [...example.products].reverse() },
      { ...example, products: [{ quantity: "2", price: "1500.00", discount: "0" }, example.products[1]!] },
      { ...example, products: [example.products[0]!] },
    ];
    for (const fields of changed)
      expect(valitorDigitalSignature(verificationCode, fields)).not.toBe(exampleSignature);
    expect(valitorDigitalSignature("2ef8ec654d", example)).not.toBe(exampleSignature);
  });

  it("is checked in either hex case, and refuses a changed form or a malformed value", () => {
    expect(isValidValitorDigitalSignature(verificationCode, example, exampleSignature)).toBe(true);
    expect(isValidValitorDigitalSignature(verificationCode, example, exampleSignature.toUpperCase())).toBe(
      true,
    );
    expect(
      isValidValitorDigitalSignature(verificationCode, { ...example, currency: "EUR" }, exampleSignature),
    ).toBe(false);
    for (const bad of [
      undefined,
      null,
      "",
      exampleSignature.slice(0, 62),
      `${exampleSignature}00`,
      "z".repeat(64),
    ])
      expect(isValidValitorDigitalSignature(verificationCode, example, bad)).toBe(false);
  });
});

describe("valitorReturnSignature", () => {
  it("is the SHA-256 of the verification code followed by the reference", () => {
    expect(valitorReturnSignature(verificationCode, "456")).toBe(exampleReturn);
    expect(valitorReturnSignature(verificationCode, "456")).toBe(independentSha256("2ef8ec654c456"));
  });

  it("verifies Valitor's return and refuses another reference, another code or a malformed value", () => {
    expect(isValidValitorReturnSignature(verificationCode, "456", exampleReturn)).toBe(true);
    expect(isValidValitorReturnSignature(verificationCode, "456", exampleReturn.toUpperCase())).toBe(true);
    expect(isValidValitorReturnSignature(verificationCode, "457", exampleReturn)).toBe(false);
    expect(isValidValitorReturnSignature("2ef8ec654d", "456", exampleReturn)).toBe(false);
    expect(
      isValidValitorReturnSignature(verificationCode, "", valitorReturnSignature(verificationCode, "")),
    ).toBe(false);
    for (const bad of [undefined, null, "", exampleReturn.slice(1), `${exampleReturn}0`, "g".repeat(64)])
      expect(isValidValitorReturnSignature(verificationCode, "456", bad)).toBe(false);
  });
});
