import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/database";
import { rapydFakeWebhookDeliveries as deliveries } from "../../../db/schema/rapyd-fake";
import type { RapydWebhookSettings } from "../rapyd-config";
import { newSalt, signWebhook } from "../rapyd-signing";
import { newFakeId } from "./fake.repository";

export type FakeWebhookType = "PAYMENT_COMPLETED" | "PAYMENT_FAILED";

/** Records a webhook in the §1.6 envelope; it is sent once the surrounding transaction commits. */
export async function enqueueWebhook(
  ex: Executor,
  type: FakeWebhookType,
  data: unknown,
  triggerOperationId: string,
): Promise<string> {
  const id = newFakeId("wh");
  const now = Date.now();
  const body = JSON.stringify({
    id,
    type,
    data,
    trigger_operation_id: triggerOperationId,
    status: "NEW",
    created_at: Math.floor(now / 1000),
    extended_timestamp: now,
  });
  await ex.insert(deliveries).values({ id, type, body, status: "PENDING" });
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

  /** Takes the webhook for this process unless it is done, not yet due, or being sent elsewhere. */
  async function claim(id: string) {
    const [row] = await db
      .update(deliveries)
      .set({
        claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
        attempts: sql`${deliveries.attempts} + 1`,
      })
      .where(
        and(
          eq(deliveries.id, id),
          eq(deliveries.status, "PENDING"),
          lte(deliveries.nextAttemptAt, sql`now()`),
          or(isNull(deliveries.claimedUntil), lt(deliveries.claimedUntil, sql`now()`)),
        ),
      )
      .returning();
    return row;
  }

  async function attempt(id: string): Promise<void> {
    if (stopped) return;
    const row = await claim(id);
    if (!row) return;
    const target = options.target();
    const salt = newSalt();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers = {
      "content-type": "application/json",
      salt,
      timestamp,
      signature: signWebhook({ ...target, salt, timestamp, body: row.body }),
    };
    let statusCode: number | null = null;
    let failure: string | null = null;
    try {
      statusCode = await options.transport(target.url, headers, row.body);
      if (statusCode < 200 || statusCode >= 300) failure = `HTTP ${statusCode}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (!failure) {
      await db
        .update(deliveries)
        .set({
          status: "DELIVERED",
          deliveredAt: sql`now()`,
          claimedUntil: null,
          lastStatusCode: statusCode,
          lastError: null,
        })
        .where(eq(deliveries.id, id));
      return;
    }
    const delay = delays[row.attempts - 1];
    await db
      .update(deliveries)
      .set({
        status: delay === undefined ? "FAILED" : "PENDING",
        nextAttemptAt: sql`now() + make_interval(secs => ${(delay ?? 0) / 1000})`,
        claimedUntil: null,
        lastStatusCode: statusCode,
        lastError: failure.slice(0, 500),
      })
      .where(eq(deliveries.id, id));
    if (delay !== undefined) later(delay, () => attempt(id));
  }

  async function sweep(): Promise<void> {
    const due = await db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(
        and(
          eq(deliveries.status, "PENDING"),
          lte(deliveries.nextAttemptAt, sql`now()`),
          or(isNull(deliveries.claimedUntil), lt(deliveries.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(deliveries.nextAttemptAt))
      .limit(20);
    for (const { id } of due) await attempt(id);
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
