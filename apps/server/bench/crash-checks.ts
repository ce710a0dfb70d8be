// What the database must show after the crash: every answered booking with its seats, no booking
// that no answer speaks for, the seats of every departure within its capacity with the counters
// equal to the bookings, and every hold released once its time has run out.
import { inArray } from "drizzle-orm";
import type pg from "pg";
import type { DatabaseHandle } from "../src/db/database";
import { events } from "../src/db/schema/catalogue";
import { seatsForEvents } from "../src/modules/catalogue/availability/availability.service";
import { expireHolds } from "../src/modules/sales/bookings/hold-expiry.job";
import type { Attempt } from "./crash-load";

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface Answered {
  attempt: Attempt;
  id: string;
}

/** Every 2xx answer's booking is stored, on its departure, with the seats asked for. */
export async function checkAnswered(client: pg.Client, answered: Answered[]): Promise<Check> {
  const { rows } = await client.query<{
    id: string;
    event_id: string;
    seats: number;
    status: string;
    item_seats: number;
  }>(
    `select b.id, b.event_id, b.seats, b.status,
       coalesce((select sum(i.quantity) from booking_items i where i.booking_id = b.id), 0)::int as item_seats
     from bookings b where b.id = any($1::uuid[])`,
    [answered.map((a) => a.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  let missing = 0;
  let wrong = 0;
  for (const { attempt, id } of answered) {
    const row = byId.get(id);
    if (!row) missing += 1;
    else if (
      row.event_id !== attempt.eventId ||
      row.seats !== attempt.quantity ||
      row.item_seats !== attempt.quantity ||
      row.status !== (attempt.kind === "desk" ? "Confirmed" : "Pending")
    )
      wrong += 1;
  }
  const desk = answered.filter((a) => a.attempt.kind === "desk").length;
  return {
    name: "every 2xx booking is stored with its seats",
    pass: missing === 0 && wrong === 0,
    detail: `${answered.length} answered 2xx (${answered.length - desk} storefront holds, ${desk} desk Cash); ${byId.size} found by id, ${missing} missing, ${wrong} with other seats, departure or status`,
  };
}

/** The departures' bookings are exactly the answered ones: none lost, none booked twice for one key. */
export async function checkOneBookingPerKey(
  client: pg.Client,
  eventIds: string[],
  idsByKey: Map<string, string>,
): Promise<Check> {
  const { rows } = await client.query<{ id: string }>(
    "select id from bookings where event_id = any($1::uuid[])",
    [eventIds],
  );
  const stored = new Set(rows.map((row) => row.id));
  const answeredIds = new Set(idsByKey.values());
  const unanswered = [...stored].filter((id) => !answeredIds.has(id)).length;
  const lost = [...answeredIds].filter((id) => !stored.has(id)).length;
  const shared = idsByKey.size - answeredIds.size;
  return {
    name: "one booking per Idempotency-Key, none without an answer",
    pass: unanswered === 0 && lost === 0 && shared === 0,
    detail: `${stored.size} bookings on the departures, ${idsByKey.size} keys answered with a booking; ${unanswered} bookings no answer speaks for, ${lost} answered but absent, ${shared} ids given for two keys`,
  };
}

/** Per departure: unexpired holds + seats sold ≤ capacity, and the counters equal the bookings. */
export async function checkInvariant(client: pg.Client, eventIds: string[], when: string): Promise<Check> {
  const { rows } = await client.query<{
    capacity: number;
    seats_sold: number;
    bookings_sold: number;
    held: number;
    confirmed_seats: number;
    confirmed: number;
  }>(
    `select e.capacity, e.seats_sold, e.bookings_sold,
       coalesce(sum(b.seats) filter (where b.status = 'Pending' and b.expires_at > now()), 0)::int as held,
       coalesce(sum(b.seats) filter (where b.status = 'Confirmed'), 0)::int as confirmed_seats,
       (count(b.id) filter (where b.status = 'Confirmed'))::int as confirmed
     from events e left join bookings b on b.event_id = e.id
     where e.id = any($1::uuid[]) group by e.id order by e.capacity, e.start_at`,
    [eventIds],
  );
  const pass = rows.every(
    (r) =>
      r.held + r.seats_sold <= r.capacity &&
      r.seats_sold === r.confirmed_seats &&
      r.bookings_sold === r.confirmed,
  );
  const parts = rows.map(
    (r) =>
      `${r.held} held + ${r.seats_sold} sold = ${r.held + r.seats_sold}/${r.capacity}` +
      (r.seats_sold === r.confirmed_seats && r.bookings_sold === r.confirmed
        ? ""
        : ` (counters ${r.seats_sold}/${r.bookings_sold}, bookings ${r.confirmed_seats}/${r.confirmed})`),
  );
  return {
    name: `seats within capacity, counters equal the bookings (${when})`,
    pass: pass && rows.length === eventIds.length,
    detail: parts.join("; "),
  };
}

/**
 * Runs the hold-expiry job with a clock 16 minutes ahead: no held booking may be left past its
 * time, each gets its history line, and every departure's seats are free again but for those sold.
 */
export async function checkHoldsReleased(
  database: DatabaseHandle,
  client: pg.Client,
  tenantId: string,
  eventIds: string[],
): Promise<Check> {
  const before = await client.query<{ holds: number; seats: number }>(
    `select count(*)::int as holds, coalesce(sum(seats), 0)::int as seats from bookings
     where event_id = any($1::uuid[]) and status = 'Pending'`,
    [eventIds],
  );
  const rows = await database.db.select().from(events).where(inArray(events.id, eventIds));
  const freeNow = await seatsForEvents(database.db, tenantId, rows);
  const later = new Date(Date.now() + 16 * 60_000);
  const expired = (await expireHolds(database.db, later)).filter((hold) =>
    eventIds.includes(hold.eventId ?? ""),
  );
  const after = await client.query<{ left: number; history: number }>(
    `select
       (select count(*)::int from bookings where event_id = any($1::uuid[]) and status = 'Pending'
          and expires_at <= $2) as left,
       (select count(*)::int from booking_history where action = 'Expired' and booking_id = any($3::uuid[])) as history`,
    [eventIds, later.toISOString(), expired.map((hold) => hold.id)],
  );
  const seats = await seatsForEvents(database.db, tenantId, rows, later);
  let freed = 0;
  for (const row of rows)
    freed += (seats.get(row.id)?.available ?? 0) - (freeNow.get(row.id)?.available ?? 0);
  const unfreed = rows.filter((row) => {
    const s = seats.get(row.id);
    return !s || s.held !== 0 || s.available !== row.capacity - row.seatsSold;
  }).length;
  const { holds, seats: heldSeats } = before.rows[0]!;
  const { left, history } = after.rows[0]!;
  return {
    name: "holds released in time (expiry job at now + 16 min)",
    pass: left === 0 && expired.length === holds && history === holds && unfreed === 0 && freed === heldSeats,
    detail: `${holds} holds of ${heldSeats} seats before; job expired ${expired.length}, history lines ${history}, ${left} still held past their time; ${freed} seats free again, departures with seats not back: ${unfreed}`,
  };
}
