/**
 * The inbox key of a Straumur webhook (docs/brokers.md §4.5). Straumur's body has no event id, so the key is a
 * SHA-256 hash of the fields that tell one event from another: payfacReference, eventType (from
 * `additionalData`), amount and timestamp. A field the body lacks counts as an empty string, as in
 * Straumur's own plugin, so a redelivery of the same body always gets the same key.
 */
import { createHash } from "node:crypto";

export interface StraumurEventKeyFields {
  payfacReference: string;
  eventType: string;
  amount: string;
  timestamp: string;
}

/** Hex SHA-256 of the four fields, encoded as a JSON array so no field can bleed into the next. */
export function straumurEventKey(fields: StraumurEventKeyFields): string {
  const encoded = JSON.stringify([fields.payfacReference, fields.eventType, fields.amount, fields.timestamp]);
  return createHash("sha256").update(encoded, "utf8").digest("hex");
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string {
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

/**
 * The key of a parsed (and already verified) webhook body, or null when it has no payfacReference, since
 * without it unrelated events could share a key.
 */
export function straumurEventKeyFromBody(body: unknown): string | null {
  const fields = record(body);
  const payfacReference = text(fields?.payfacReference);
  if (!fields || payfacReference === "") return null;
  return straumurEventKey({
    payfacReference,
    eventType: text(record(fields.additionalData)?.eventType),
    amount: text(fields.amount),
    timestamp: text(fields.timestamp),
  });
}
