/**
 * Valitor's hosted payment page ("Greiðslusíða"), signed with the merchant's verification code.
 *
 * The documented rule (docs/decisions/0011-payments.md, "ValitorPay"), followed to the letter:
 * - The browser form carries `DigitalSignature`: the lowercase hex SHA-256 of the concatenation, with no
 *   separator, of VerificationCode, AuthorizationOnly, then for each product line in order its Quantity,
 *   Price and Discount, then MerchantID, ReferenceNumber, PaymentSuccessfulURL,
 *   PaymentSuccessfulServerSideURL and Currency. It is a plain hash with the code inside it, not an HMAC.
 * - Valitor's return (to PaymentSuccessfulURL and PaymentSuccessfulServerSideURL) carries
 *   `DigitalSignatureResponse`: the hex SHA-256 of VerificationCode followed by ReferenceNumber.
 * - Each value is hashed as the exact text sent in the form (UTF-8); `1500` and `1500.00` differ.
 *
 * The return signature covers the reference only, so it proves that Valitor took payment of the order
 * we signed under that reference; the amount is the one we signed, as we recorded it.
 */
import { createHash, timingSafeEqual } from "node:crypto";

/** One product line of the form, each value exactly as written into it. */
export interface ValitorProductLine {
  quantity: string;
  price: string;
  discount: string;
}

/** The form fields the request signature covers, each exactly as written into the form. */
export interface ValitorRequestFields {
  authorizationOnly: string;
  products: readonly ValitorProductLine[];
  merchantId: string;
  referenceNumber: string;
  paymentSuccessfulUrl: string;
  paymentSuccessfulServerSideUrl: string;
  currency: string;
}

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The `DigitalSignature` form field of a payment page request. */
export function valitorDigitalSignature(verificationCode: string, fields: ValitorRequestFields): string {
  return sha256Hex(
    [
      verificationCode,
      fields.authorizationOnly,
      ...fields.products.flatMap((line) => [line.quantity, line.price, line.discount]),
      fields.merchantId,
      fields.referenceNumber,
      fields.paymentSuccessfulUrl,
      fields.paymentSuccessfulServerSideUrl,
      fields.currency,
    ].join(""),
  );
}

/** The `DigitalSignatureResponse` Valitor returns for a paid order. */
export function valitorReturnSignature(verificationCode: string, referenceNumber: string): string {
  return sha256Hex(`${verificationCode}${referenceNumber}`);
}

const hexDigest = /^[0-9a-fA-F]{64}$/;

/** Whether two hex SHA-256 digests are equal, compared as bytes in constant time; malformed is unequal. */
function sameDigest(expected: string, given: string | null | undefined): boolean {
  if (!given || !hexDigest.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, "hex"), Buffer.from(given, "hex"));
}

/** Whether `given` is the request signature of these fields (what Valitor's page checks). */
export function isValidValitorDigitalSignature(
  verificationCode: string,
  fields: ValitorRequestFields,
  given: string | null | undefined,
): boolean {
  return sameDigest(valitorDigitalSignature(verificationCode, fields), given);
}

/** Whether `given` is Valitor's return signature of the reference; hex letter case does not matter. */
export function isValidValitorReturnSignature(
  verificationCode: string,
  referenceNumber: string,
  given: string | null | undefined,
): boolean {
  if (referenceNumber === "") return false;
  return sameDigest(valitorReturnSignature(verificationCode, referenceNumber), given);
}
