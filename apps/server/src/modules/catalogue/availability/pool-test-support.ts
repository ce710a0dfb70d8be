/** The database's pool arithmetic (migration 0015), asked directly, for the tests of the seat rule. */
import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import type { AssetPer } from "./asset-usage";

export interface NeedOfPool {
  quantity: number;
  per: AssetPer;
  seatsPerUnit: number;
}

export interface Taken {
  seats: number;
  bookings: number;
}

/** pool_units: the units a departure uses of a pool, given what it has taken. */
export async function poolUnits(db: Executor, need: NeedOfPool, taken: Taken): Promise<number> {
  const result = await db.execute<{ units: number }>(sql`
    select pool_units(${need.per}, ${need.quantity}::int, ${need.seatsPerUnit}::int, ${taken.seats}::int,
      ${taken.bookings}::int) as units`);
  return Number(result.rows[0]!.units);
}

/** pool_seats_allowed, with Infinity for a pool that limits seats no further. */
export async function poolSeatsAllowed(
  db: Executor,
  need: NeedOfPool,
  taken: Taken,
  free: number,
  newBookings = 1,
): Promise<number> {
  const result = await db.execute<{ allowed: number | null }>(sql`
    select pool_seats_allowed(${need.per}, ${need.quantity}::int, ${need.seatsPerUnit}::int,
      ${taken.seats}::int, ${taken.bookings}::int, ${free}::int, ${newBookings}::int) as allowed`);
  const allowed = result.rows[0]!.allowed;
  return allowed === null ? Infinity : Number(allowed);
}
