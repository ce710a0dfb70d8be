import type { Database } from "../../../db/database";
import { expireDueHolds, type ExpiredHold } from "./hold-expiry.repository";

export type { ExpiredHold } from "./hold-expiry.repository";

const batchSize = 500;

/**
 * Marks held bookings whose hold has run out as Expired, in batches that skip rows another
 * process is working on, with a history line each. The seats already counted as free from the
 * moment the hold ran out; this makes the booking's status say so too.
 */
export async function expireHolds(db: Database, now: Date): Promise<ExpiredHold[]> {
  const expired: ExpiredHold[] = [];
  for (;;) {
    const batch = await db.transaction((tx) => expireDueHolds(tx, now, batchSize));
    expired.push(...batch);
    if (batch.length < batchSize) return expired;
  }
}
