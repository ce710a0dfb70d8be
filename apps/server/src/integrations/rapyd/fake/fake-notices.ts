import { randomUUID } from "node:crypto";
import type { RapydKeys } from "../rapyd-api";
import type { RapydPaymentObject } from "../rapyd-objects";
import { newSalt, signWebhook } from "../rapyd-signing";
import { newFakeId } from "./fake-envelope";

export type FakeNoticeType = "PAYMENT_COMPLETED" | "PAYMENT_FAILED";

/** A notice an operation raises; its host sends it once the operation's work is kept. */
export interface FakeNotice {
  type: FakeNoticeType;
  data: RapydPaymentObject;
}

const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** A notice's body in the §1.6 envelope, with its event id. */
export function noticeBody(
  type: string,
  data: unknown,
  triggerOperationId: string,
  now: Date = new Date(),
): { id: string; body: string } {
  const id = newFakeId("wh");
  const body = JSON.stringify({
    id,
    type,
    data,
    trigger_operation_id: triggerOperationId,
    status: "NEW",
    created_at: unixSeconds(now),
    extended_timestamp: now.getTime(),
  });
  return { id, body };
}

/**
 * A notice's headers: signed with the account's keys over the full webhook URL, salt, timestamp
 * and the exact body (docs/brokers.md §1.3).
 */
export function noticeHeaders(
  keys: RapydKeys,
  url: string,
  body: string,
  now: Date = new Date(),
): Record<string, string> {
  const salt = newSalt();
  const timestamp = String(unixSeconds(now));
  const signature = signWebhook({ url, salt, timestamp, ...keys, body });
  return { "content-type": "application/json", salt, timestamp, signature };
}

export interface SignedWebhook {
  eventId: string;
  body: string;
  headers: Record<string, string>;
}

/** A notice as Rapyd sends it to `url`, of `type` carrying `data`. */
export function signedWebhook(
  keys: RapydKeys,
  url: string,
  type: string,
  data: unknown,
  now: Date = new Date(),
): SignedWebhook {
  const { id, body } = noticeBody(type, data, randomUUID(), now);
  return { eventId: id, body, headers: noticeHeaders(keys, url, body, now) };
}

/** Posts a signed notice to `url` and reports how the receiver answered. */
export async function postWebhook(
  keys: RapydKeys,
  url: string,
  type: string,
  data: unknown,
): Promise<{ eventId: string; httpStatus: number }> {
  const webhook = signedWebhook(keys, url, type, data);
  const response = await fetch(url, { method: "POST", headers: webhook.headers, body: webhook.body });
  await response.arrayBuffer();
  return { eventId: webhook.eventId, httpStatus: response.status };
}
