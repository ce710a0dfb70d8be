import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import type { Executor } from "../../../db/database";
import { conflict } from "../../../http/errors";
import { assetUnitsFree } from "../availability/availability.service";
import { poolTimeZone } from "./asset.repository";

/** How far ahead a smaller pool is checked against what is already booked. */
const horizonMs = 20 * 366 * 24 * 60 * 60 * 1000;

const unitsInUse = (units: number, date: string) =>
  units === 1 ? `1 unit is in use on ${date}` : `${units} units are in use on ${date}`;

/**
 * Refuses to shrink a pool below the units in use at any instant from now on. When something
 * does not fit, halves the time range until the first such instant is found, so the answer can
 * name its date in the pool's time zone. Call it in the transaction that holds the pool's lock.
 */
export async function assertQuantityCoversUse(
  tx: Executor,
  pool: { tenantId: string; id: string; projectId: string | null },
  quantity: number,
  now = new Date(),
): Promise<void> {
  const peak = async (from: number, to: number) =>
    (await assetUnitsFree(tx, pool.tenantId, pool.id, new Date(from), new Date(to))).peakInUse;
  let from = now.getTime();
  let to = from + horizonMs;
  if ((await peak(from, to)) <= quantity) return;
  while (to - from > 1) {
    const middle = Math.floor((from + to) / 2);
    if ((await peak(from, middle)) > quantity) to = middle;
    else from = middle;
  }
  const zone = await poolTimeZone(tx, pool.tenantId, pool.projectId);
  const message = unitsInUse(await peak(from, to), localDateInZone(new Date(from), zone));
  throw conflict(message, { quantity: [message] });
}
