import { randomUUID } from "node:crypto";
import { newSalt, signWebhook } from "../../../../../../integrations/rapyd/rapyd-signing";
import type { RapydAccountKeys } from "./rapyd-fake-auth";
import { rapydId } from "./rapyd-fake-envelope";

export interface SignedWebhook {
  eventId: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * A notice as Rapyd sends it (payments.md §1.3, §1.6): the {id, type, data, …} envelope, signed
 * with the account's keys over the full webhook URL, salt, timestamp and the exact body.
 */
export function signedWebhook(
  keys: RapydAccountKeys,
  url: string,
  type: string,
  data: unknown,
  now: Date = new Date(),
): SignedWebhook {
  const createdAt = Math.floor(now.getTime() / 1000);
  const eventId = rapydId("wh_");
  const body = JSON.stringify({
    id: eventId,
    type,
    data,
    trigger_operation_id: randomUUID(),
    status: "NEW",
    created_at: createdAt,
    extended_timestamp: now.getTime(),
  });
  const salt = newSalt();
  const timestamp = String(createdAt);
  const signature = signWebhook({ url, salt, timestamp, ...keys, body });
  return { eventId, body, headers: { "content-type": "application/json", salt, timestamp, signature } };
}

/** Posts a signed notice to `url` and reports how the receiver answered. */
export async function postWebhook(
  keys: RapydAccountKeys,
  url: string,
  type: string,
  data: unknown,
): Promise<{ eventId: string; httpStatus: number }> {
  const webhook = signedWebhook(keys, url, type, data);
  const response = await fetch(url, { method: "POST", headers: webhook.headers, body: webhook.body });
  await response.arrayBuffer();
  return { eventId: webhook.eventId, httpStatus: response.status };
}
