/**
 * SecurePay's `orderid` holds at most 12 letters and digits (Teya's public integrations derive 12-character
 * ids for this reason, and reject extended characters), so our transaction id (a UUID, 36 characters) does
 * not fit. Each transaction gets a 12-character id derived from its own id: the same transaction always opens
 * the same order, and the order id is kept as the transaction's checkout reference, through which Teya's
 * notification finds the transaction again.
 */
import { createHash } from "node:crypto";

export const SECUREPAY_ORDER_ID_LENGTH = 12;

/** Crockford's base 32: digits and capitals without I, L, O and U, which are easily misread. */
const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The SecurePay order id of a transaction: 12 characters, 60 bits of its SHA-256 hash. */
export function securePayOrderId(transactionId: string): string {
  const digest = createHash("sha256").update(transactionId, "utf8").digest();
  return Array.from(digest.subarray(0, SECUREPAY_ORDER_ID_LENGTH), (byte) => alphabet[byte & 31]).join("");
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a checkout reference is a session of Teya's Online Payments API (a UUID) rather than an order id. */
export const isOnlineSessionReference = (reference: string | null): reference is string =>
  reference !== null && uuid.test(reference);
