import type { Database } from "../../../db/database";
import { itemsJson, readGraph, type BookingGraph, type InsertedGraph } from "./booking-graph.statement";

/**
 * Takes a departure's seats (take_event_seats, migration 0015) and writes the held booking, its
 * items, its first history line, its payment attempt and the answer stored under the call's
 * Idempotency-Key, in one statement. The booking is inserted only when the departure is found, needs no pool, still sells
 * (or is overbooked on purpose) and has the seats; every other step writes only with the booking.
 * The text never changes, so nothing is built per call: the values go as parameters.
 */
const statement = `
with s as (
  select * from take_event_seats($1::uuid, $2::uuid, $3::timestamptz)
), b as (
  insert into bookings (id, tenant_id, project_id, event_id, seats, status, expires_at, confirmed_at, channel,
    sales_unit_id, creator_kind, created_by, customer, answers, currency, subtotal, discount, total, vat, paid,
    payment_status, payment_method, reference, overbooked)
  select $4::uuid, $1::uuid, $5::uuid, $2::uuid, $6::int, $7::text, $8::timestamptz, $9::timestamptz, $10::text,
    $11::uuid, $12::text, $13::uuid, $14::jsonb, $15::jsonb, $16::text, $17::int, $18::int, $19::int, $20::jsonb,
    $21::int, $22::text, $23::text, $24::text, $6::int > s.available
  from s
  where s.found and not s.pooled and s.status not in ('Deleted', 'Cancelled')
    and (s.available >= $6::int or $25::boolean)
  on conflict do nothing returning *
), item_rows as (
  insert into booking_items (tenant_id, booking_id, ticket_category_id, name, quantity, unit_price, vat_rate)
  select b.tenant_id, b.id, x.ticket_category_id, x.name, x.quantity, x.unit_price, x.vat_rate
  from b, jsonb_to_recordset($26::jsonb)
    as x(ticket_category_id uuid, name jsonb, quantity int, unit_price int, vat_rate float8)
  returning id, ticket_category_id, name, quantity, unit_price, vat_rate
), history_row as (
  insert into booking_history (tenant_id, booking_id, actor_user_id, actor_kind, action, details)
  select b.tenant_id, b.id, $27::uuid, $28::text, $29::text, $30::jsonb || jsonb_build_object('overbooked', b.overbooked)
  from b
), attempt as (
  insert into payment_transactions
    (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, return_url, expires_at)
  select $31::uuid, b.tenant_id, b.id, 'Payment', $32::text, 'Card', b.total, b.currency, 'Pending', $33::text,
    $34::text, b.expires_at
  from b where $31::uuid is not null
), stored as (
  update idempotency_keys set status_code = $35::int, response = $36::jsonb, locked_until = null
  where tenant_id = $1::uuid and scope = $37::text and key = $38::text and exists (select 1 from b)
)
select s.found, s.status, s.pooled, s.available, (select row_to_json(b) from b) as booking,
  (select json_agg(item_rows) from item_rows) as items
from s`;

export interface SeatGuard {
  eventId: string;
  seats: number;
  allowOverbook: boolean;
  now: Date;
}

/** What `take_event_seats` found under the departure's lock. */
export interface GuardedSeats {
  found: boolean;
  status: string | null;
  pooled: boolean;
  available: number;
}

/** An answer to store under a claimed Idempotency-Key with the booking. */
export interface AnswerToStore {
  scope: string;
  key: string;
  statusCode: number;
  body: unknown;
}

interface StatementRow {
  found: boolean;
  status: string | null;
  pooled: boolean;
  available: number;
  booking: Record<string, unknown> | null;
  items: Record<string, unknown>[] | null;
}

type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function values(graph: BookingGraph, guard: SeatGuard, answer: AnswerToStore | undefined): unknown[] {
  const { row, history, attempt } = graph;
  return [
    row.tenantId,
    guard.eventId,
    guard.now.toISOString(),
    row.id,
    row.projectId,
    row.seats,
    row.status,
    iso(row.expiresAt),
    iso(row.confirmedAt),
    row.channel,
    row.salesUnitId ?? null,
    row.creatorKind,
    row.createdBy ?? null,
    JSON.stringify(row.customer ?? {}),
    JSON.stringify(row.answers ?? []),
    row.currency,
    row.subtotal,
    row.discount,
    row.total,
    JSON.stringify(row.vat ?? []),
    row.paid,
    row.paymentStatus,
    row.paymentMethod,
    row.reference,
    guard.allowOverbook,
    itemsJson(graph.items),
    history.actorUserId ?? null,
    history.actorKind,
    history.action,
    JSON.stringify(history.details ?? {}),
    attempt?.id ?? null,
    attempt?.broker ?? null,
    attempt?.paymentUrl ?? null,
    attempt?.returnUrl ?? null,
    answer?.statusCode ?? null,
    answer ? JSON.stringify(answer.body) : null,
    answer?.scope ?? null,
    answer?.key ?? null,
  ];
}

/**
 * Runs the statement on its own (not in a transaction): the departure's lock is held while the
 * database runs and commits it, and for no round trip.
 */
export async function insertHeldBooking(
  db: Database,
  graph: BookingGraph,
  guard: SeatGuard,
  answer?: AnswerToStore,
): Promise<{ seats: GuardedSeats; inserted: InsertedGraph | undefined }> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const result = await client.query(statement, values(graph, guard, answer));
  const first = result.rows[0] as StatementRow;
  return {
    seats: {
      found: first.found === true,
      status: first.status ?? null,
      pooled: first.pooled === true,
      available: Number(first.available ?? 0),
    },
    inserted: readGraph(graph, first),
  };
}
