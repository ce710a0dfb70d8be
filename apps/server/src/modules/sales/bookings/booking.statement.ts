import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/database";
import { bookings } from "../../../db/schema/catalogue";
import type { BookingRow, HistoryRow, ItemRow, NewBookingRow, NewItemRow } from "./booking.repository";

/**
 * The one way a booking is written: a statement that takes its departure's seats
 * (take_event_seats, migration 0015) and writes the booking, its items, its first history line,
 * its payment attempt and the answer stored under the call's Idempotency-Key. The booking is
 * inserted only when the departure is found, still sells (or is overbooked on purpose), has the
 * seats, and needs no pool unless pooled departures are allowed ($39); every other step writes
 * only with the booking. The text never changes: the values go as parameters.
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
  where s.found and (not s.pooled or $39::boolean) and s.status not in ('Deleted', 'Cancelled')
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

/** The statement cut at its parameters once: text, parameter number, text, ... */
const pieces = statement.split(/\$(\d+)/);

/** A payment attempt written with the booking: our /pay/{id} address opens the broker's page later. */
export interface AttemptRow {
  id: string;
  broker: string;
  paymentUrl: string;
  returnUrl: string;
}

/** The booking's parts; the history's details get `overbooked` from the row as it is written. */
export interface BookingGraph {
  /** The insert type leaves columns with defaults optional; these the caller's answer reads are set. */
  row: NewBookingRow &
    Required<Pick<NewBookingRow, "status" | "expiresAt" | "total" | "currency" | "eventId" | "projectId">> & {
      id: string;
    };
  items: Omit<NewItemRow, "tenantId" | "bookingId">[];
  history: Omit<HistoryRow, "tenantId" | "bookingId">;
  attempt?: AttemptRow;
}

export interface InsertedGraph {
  booking: BookingRow;
  items: ItemRow[];
}

export interface SeatGuard {
  eventId: string;
  seats: number;
  allowOverbook: boolean;
  now: Date;
  /** Whether a departure that needs an asset pool is written too (in a transaction) or left alone. */
  pooled: boolean;
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

/** The items as the JSON the statement reads them from (jsonb_to_recordset). */
function itemsJson(items: BookingGraph["items"]): string {
  return JSON.stringify(
    items.map((item) => ({
      ticket_category_id: item.ticketCategoryId,
      name: item.name,
      quantity: item.quantity,
      unit_price: item.unitPrice,
      vat_rate: item.vatRate,
    })),
  );
}

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
    guard.pooled,
  ];
}

/** A row that came back as JSON (row_to_json), read as the table's columns say. */
function rowFromJson<T>(table: PgTable, json: Record<string, unknown>): T {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** The booking and items the statement answered as JSON, or undefined when it wrote none. */
function readGraph(graph: BookingGraph, first: StatementRow): InsertedGraph | undefined {
  if (!first.booking) return undefined;
  const { row } = graph;
  return {
    booking: rowFromJson<BookingRow>(bookings, first.booking),
    items: (first.items ?? []).map((item) => ({
      id: String(item.id),
      tenantId: row.tenantId,
      bookingId: row.id,
      ticketCategoryId: String(item.ticket_category_id),
      name: item.name as ItemRow["name"],
      quantity: Number(item.quantity),
      unitPrice: Number(item.unit_price),
      vatRate: Number(item.vat_rate),
    })),
  };
}

/**
 * Sent on the database itself (which carries its driver's client, as a transaction does not), the
 * statement is a transaction of its own: the departure is locked while the database runs and
 * commits it, and for no round trip. In the caller's transaction the same text goes through the
 * transaction's connection, and the locks last until it ends.
 */
async function run(executor: Executor, parameters: unknown[]): Promise<StatementRow> {
  if ("$client" in executor) {
    const client = executor.$client as unknown as RawClient;
    return (await client.query(statement, parameters)).rows[0] as StatementRow;
  }
  const bound: SQL = sql.join(
    pieces.map((piece, i) => (i % 2 === 1 ? sql.param(parameters[Number(piece) - 1]) : sql.raw(piece))),
  );
  return (await executor.execute<Record<string, unknown>>(bound)).rows[0] as unknown as StatementRow;
}

/**
 * Takes the departure's seats and writes the booking with everything that comes with it; answers
 * what `take_event_seats` found and the rows written, none when the departure refused the seats,
 * needs a pool that is not allowed here, or the booking's reference is already taken in the
 * company (try another).
 */
export async function insertBooking(
  executor: Executor,
  graph: BookingGraph,
  guard: SeatGuard,
  answer?: AnswerToStore,
): Promise<{ seats: GuardedSeats; inserted: InsertedGraph | undefined }> {
  const first = await run(executor, values(graph, guard, answer));
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
