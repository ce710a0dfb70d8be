/**
 * Teya's legacy hosted payment page (SecurePay, formerly Borgun), signed with the merchant's secret.
 *
 * The documented rule (docs/brokers.md §2.1):
 * - The browser form carries `checkhash`: HMAC-SHA256, keyed with the merchant secret, over
 *   `merchantid|returnurlsuccess|returnurlsuccessserver|orderid|amount|currency` (pipe-separated, in that order),
 *   written as lowercase hex.
 * - Teya's server-to-server POST to `returnurlsuccessserver` carries `orderhash`: the same HMAC over
 *   `orderid|amount|currency`, with `status=OK` and `step=Payment` when the payment went through. We answer it with
 *   the body `<PaymentNotification>Accepted</PaymentNotification>`.
 * - Every value is hashed as the exact string sent in the form; `15000` and `15000.00` give different hashes.
 *
 * The orderhash is checked against the order as we recorded it, not against the posted values, so a valid
 * hash also proves the posted order, amount and currency are ours.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The form fields that the request checkhash covers, each exactly as written into the form. */
export interface SecurePayRequestFields {
  merchantId: string;
  returnUrlSuccess: string;
  returnUrlSuccessServer: string;
  orderId: string;
  amount: string;
  currency: string;
}

/** The order as we sent it to the page; the orderhash covers these three. */
export interface SecurePayOrder {
  orderId: string;
  amount: string;
  currency: string;
}

/** The form fields of Teya's server-to-server notification, as posted (lowercase names). */
export type SecurePayNotification = Record<string, string | undefined>;

/** The reply body that tells Teya we accepted its notification. */
export const SECUREPAY_ACCEPTED_REPLY = "<PaymentNotification>Accepted</PaymentNotification>";

const separator = "|";

function hmacHex(secret: string, message: string): string {
  return createHmac("sha256", secret).update(message, "utf8").digest("hex");
}

/** The `checkhash` form field of a hosted payment page request. */
export function securePayCheckhash(secret: string, fields: SecurePayRequestFields): string {
  return hmacHex(
    secret,
    [
      fields.merchantId,
      fields.returnUrlSuccess,
      fields.returnUrlSuccessServer,
      fields.orderId,
      fields.amount,
      fields.currency,
    ].join(separator),
  );
}

/** The `orderhash` Teya sends back for an order. */
export function securePayOrderhash(secret: string, order: SecurePayOrder): string {
  return hmacHex(secret, [order.orderId, order.amount, order.currency].join(separator));
}

const sha256Hex = /^[0-9a-fA-F]{64}$/;

/**
 * Whether `given` is the orderhash of our order. Compared as bytes in constant time, so timing reveals
 * nothing and hex letter case does not matter; anything that is not 64 hex digits is refused.
 */
export function isValidSecurePayOrderhash(
  secret: string,
  order: SecurePayOrder,
  given: string | undefined,
): boolean {
  if (given === undefined || !sha256Hex.test(given)) return false;
  const expected = Buffer.from(securePayOrderhash(secret, order), "hex");
  const actual = Buffer.from(given, "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Whether a server-to-server notification confirms payment of our order: it names our order id, its
 * orderhash matches our order, and it reports `status=OK` at `step=Payment`. Anything else is not a payment.
 */
export function isSecurePayPaymentConfirmed(
  secret: string,
  order: SecurePayOrder,
  notification: SecurePayNotification,
): boolean {
  return (
    notification.orderid === order.orderId &&
    isValidSecurePayOrderhash(secret, order, notification.orderhash) &&
    notification.status === "OK" &&
    notification.step === "Payment"
  );
}
