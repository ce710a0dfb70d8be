import type { Database } from "../../../db/database";
import { applyDuePlanChangeBatch, cancelEndedBatch, expireTrialBatch } from "./subscription-clock.repository";

/**
 * The jobs that only move a subscription's state by the clock. Each works in batches whose rows
 * are claimed under SKIP LOCKED (see subscription-clock.repository), so several server processes
 * share the work, and a second run finds nothing left to do.
 */
const batchSize = 200;

/** Runs batches until one comes back short: then nothing due is left. */
async function inBatches(batch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await batch(batchSize);
    total += claimed;
    if (claimed < batchSize) return total;
  }
}

/** A trial past its end date becomes Expired; its data stays, only the gated sections close. */
export async function expireTrials(db: Database, now: Date): Promise<number> {
  return inBatches((limit) => expireTrialBatch(db, now, limit));
}

/** An unsubscribed plan runs to its billing end date, then it is Canceled. */
export async function cancelEndedSubscriptions(db: Database, now: Date): Promise<number> {
  return inBatches((limit) => cancelEndedBatch(db, now, limit));
}

/**
 * A downgrade takes effect when its time comes (the end of the period it was asked in), so the
 * renewal that starts the next period charges the lower plan.
 */
export async function applyDuePlanChanges(db: Database, now: Date): Promise<number> {
  return inBatches((limit) => applyDuePlanChangeBatch(db, now, limit));
}
