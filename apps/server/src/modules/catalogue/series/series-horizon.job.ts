/**
 * The daily part of event series: as days pass, every live series gets the events of the dates
 * that entered its horizon. Safe to run often and from several processes at once.
 */
import { defaultHorizonDays } from "@stund/shared/scheduling/recurrence";
import { addDays } from "@stund/shared/scheduling/local-date";
import type { Database } from "../../../db/database";
import {
  claimSeriesForHorizon,
  horizonCandidates,
  updateSeriesRow,
  type HorizonCandidate,
} from "./series.repository";
import { extensionWindow, materialiseUntil, upcomingOccurrences } from "./series-rules";
import { eventDefaults, materialiseOccurrences } from "./series-sync";

const batchSize = 200;

/** A local date no time zone's horizon passes at `now`: the UTC date, plus the horizon, plus a day. */
function horizonLimit(now: Date): string {
  return addDays(now.toISOString().slice(0, 10), defaultHorizonDays + 1);
}

/** Whether the horizon of `series` in its own zone has moved past what it has materialised. */
function horizonMoved(series: HorizonCandidate, now: Date): boolean {
  const until = materialiseUntil(series, now, series.materialisedUntil);
  return series.materialisedUntil === null || until > series.materialisedUntil;
}

/** Extends one series, claimed under SKIP LOCKED; returns the number of events created. */
async function extend(db: Database, id: string, limit: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimSeriesForHorizon(tx, id, limit);
    // Gone, locked by another process, or extended by one since it was listed.
    if (!due || !horizonMoved(due.row, now)) return 0;
    const { row } = due;
    const defaults = eventDefaults(row, {
      capacity: due.experienceCapacity,
      durationMinutes: due.experienceDurationMinutes,
    });
    const window = extensionWindow(row, now, row.materialisedUntil);
    const wanted = upcomingOccurrences(row, defaults.durationMinutes, window, now);
    const created = await materialiseOccurrences(tx, row, defaults, wanted, now);
    await updateSeriesRow(
      tx,
      row.tenantId,
      row.id,
      { materialisedUntil: materialiseUntil(row, now, row.materialisedUntil) },
      now,
    );
    return created.length;
  });
}

/**
 * Materialises, for every live series, the occurrences from the day after its
 * `materialised_until` up to today + the horizon in its time zone, never in the past. Each series
 * is claimed with SELECT … FOR UPDATE SKIP LOCKED in its own transaction, so processes share the
 * work and a series being edited is left to the next run. An occurrence that already has an event
 * (even one deleted by staff) is not made again. Returns the number of events created; a series
 * that fails is reported to `onError` and the others go on.
 */
export async function extendSeriesHorizons(
  db: Database,
  now: Date,
  onError?: (error: unknown, tenantId: string) => void,
): Promise<number> {
  const limit = horizonLimit(now);
  let created = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await horizonCandidates(db, limit, afterId, batchSize);
    for (const series of batch) {
      try {
        if (horizonMoved(series, now)) created += await extend(db, series.id, limit, now);
      } catch (error) {
        onError?.(error, series.tenantId);
      }
    }
    if (batch.length < batchSize) return created;
    afterId = batch[batch.length - 1]!.id;
  }
}
