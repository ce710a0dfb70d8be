/**
 * The inbox key of a Teya Online Payments webhook (docs/brokers.md §4.5): the event name together with the
 * transaction id the event carries, e.g. `payment.succeeded.v1` and `data.transaction_id`. The id alone is not
 * enough, because one transaction leads to several kinds of event, and Teya redelivers the same event up to
 * 6 times, so this pair is what makes a redelivery a duplicate. The signature is not part of the key.
 */

/** Event names are dotted words such as `payment.succeeded.v1`; a `:` would make the key ambiguous. */
const eventName = /^[A-Za-z0-9._-]+$/;

/** The key `<event>:<transaction id>`, unique per (provider, event) in the inbox. */
export function teyaEventKey(event: string, transactionId: string): string {
  if (!eventName.test(event)) throw new Error(`Not a Teya event name: ${JSON.stringify(event)}`);
  if (transactionId === "") throw new Error("A Teya event key needs a transaction id");
  return `${event}:${transactionId}`;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The key of a parsed (and already verified) webhook body `{event, data: {transaction_id}}`, or null when
 * the body does not carry both, so the caller can quarantine it rather than guess.
 */
export function teyaEventKeyFromBody(body: unknown): string | null {
  const event = record(body)?.event;
  const transactionId = record(record(body)?.data)?.transaction_id;
  if (typeof event !== "string" || !eventName.test(event)) return null;
  if (typeof transactionId === "string" && transactionId !== "") return teyaEventKey(event, transactionId);
  if (typeof transactionId === "number" && Number.isSafeInteger(transactionId)) {
    return teyaEventKey(event, String(transactionId));
  }
  return null;
}
