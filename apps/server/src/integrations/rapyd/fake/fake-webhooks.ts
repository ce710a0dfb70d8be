import type { FastifyBaseLogger } from "fastify";
import type { Database, Executor } from "../../../db/database";
import type { RapydWebhookSettings } from "../rapyd-config";
import { noticeBody, noticeHeaders, type FakeNoticeType } from "./fake-notices";
import {
  claimDelivery,
  dueDeliveries,
  insertDelivery,
  markAttemptFailed,
  markDelivered,
} from "./fake.repository";

/** Records a webhook in the §1.6 envelope; it is sent once the surrounding transaction commits. */
export async function enqueueWebhook(
  ex: Executor,
  type: FakeNoticeType,
  data: unknown,
  triggerOperationId: string,
): Promise<string> {
  const { id, body } = noticeBody(type, data, triggerOperationId);
  await insertDelivery(ex, { id, type, body });
  return id;
}

/** Sends one signed webhook and answers the receiver's HTTP status; throws when unreachable. */
export type WebhookTransport = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<number>;

export interface WebhookDelivererOptions {
  db: Database;
  /** Read at every attempt, so a changed webhook URL applies to retries too. */
  target: () => RapydWebhookSettings;
  transport: WebhookTransport;
  log: FastifyBaseLogger;
  /** Waits before the second, third, … attempt; after the last one the webhook is FAILED. */
  retryDelaysMs?: number[];
  sweepIntervalMs?: number;
}

export interface WebhookDeliverer {
  /** Starts sending these webhooks now, without waiting for the result. */
  deliver(ids: string[]): void;
  /** Sends every webhook that is due, including ones left by a restarted or crashed process. */
  sweep(): Promise<void>;
  start(): void;
  stop(): void;
}

const claimSeconds = 30;

export function createWebhookDeliverer(options: WebhookDelivererOptions): WebhookDeliverer {
  const { db, log } = options;
  const delays = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  function later(ms: number, run: () => Promise<void>): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      // Delivery must never take the server down: every failure ends up in the log only.
      run().catch((error: unknown) => log.warn({ err: error }, "rapyd sandbox: webhook delivery failed"));
    }, ms);
    timer.unref();
    timers.add(timer);
  }

  async function attempt(id: string): Promise<void> {
    if (stopped) return;
    const row = await claimDelivery(db, id, claimSeconds);
    if (!row) return;
    const target = options.target();
    const headers = noticeHeaders(target, target.url, row.body);
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      statusCode = await options.transport(target.url, headers, row.body);
      if (statusCode < 200 || statusCode >= 300) failure = `HTTP ${statusCode}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (!failure) return markDelivered(db, id, statusCode);
    const delay = delays[row.attempts - 1];
    await markAttemptFailed(db, id, { retryAfterMs: delay, statusCode, error: failure.slice(0, 500) });
    if (delay !== undefined) later(delay, () => attempt(id));
  }

  async function sweep(): Promise<void> {
    for (const id of await dueDeliveries(db, 20)) await attempt(id);
  }

  let interval: NodeJS.Timeout | undefined;
  return {
    deliver(ids) {
      for (const id of ids) later(0, () => attempt(id));
    },
    sweep,
    start() {
      interval = setInterval(() => {
        if (!stopped)
          sweep().catch((error: unknown) => log.warn({ err: error }, "rapyd sandbox: webhook sweep failed"));
      }, options.sweepIntervalMs ?? 5_000);
      interval.unref();
    },
    stop() {
      stopped = true;
      if (interval) clearInterval(interval);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
