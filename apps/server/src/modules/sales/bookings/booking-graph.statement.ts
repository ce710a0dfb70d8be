import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/database";
import type { bookingHistory, bookingItems } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import type { BookingRow, NewBookingRow, NewItemRow } from "./booking.repository";

type ItemRow = typeof bookingItems.$inferSelect;
type HistoryRow = Omit<typeof bookingHistory.$inferInsert, "id" | "at" | "tenantId" | "bookingId">;

/** A payment attempt written with the booking: our /pay/{id} address opens the broker's page later. */
export interface AttemptRow {
  id: string;
  broker: string;
  paymentUrl: string;
  returnUrl: string;
}

/** `(columns) values (...)` of a row, each value cast to its column's type. */
function columnsAndValues(table: PgTable, row: Record<string, unknown>): { names: SQL; values: SQL } {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const entries = Object.entries(row).filter(([, value]) => value !== undefined);
  const names = entries.map(([key]) => sql.identifier(columns[key]!.name));
  const values = entries.map(([key, value]) => {
    const column = columns[key]!;
    if (value === null) return sql`null`;
    return sql`${column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`;
  });
  return { names: sql.join(names, sql`, `), values: sql.join(values, sql`, `) };
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

/** The booking's parts, written in one statement; the history's details get `overbooked` from the row. */
export interface BookingGraph {
  /** The insert type leaves columns with defaults optional; these the caller's answer reads are set. */
  row: NewBookingRow &
    Required<Pick<NewBookingRow, "status" | "expiresAt" | "total" | "currency" | "eventId" | "projectId">> & {
      id: string;
    };
  items: Omit<NewItemRow, "tenantId" | "bookingId">[];
  history: HistoryRow;
  attempt?: AttemptRow;
}

export interface InsertedGraph {
  booking: BookingRow;
  items: ItemRow[];
}

type GraphResult = {
  booking: Record<string, unknown> | null;
  items: Record<string, unknown>[] | null;
};

/** The items as the JSON the statements read them from (jsonb_to_recordset). */
export function itemsJson(items: BookingGraph["items"]): string {
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

function graphStatement(graph: BookingGraph): SQL {
  const { row, items, history, attempt } = graph;
  const booking = columnsAndValues(bookings, row);
  const attemptStep = attempt
    ? sql`, attempt as (
        insert into payment_transactions
          (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, return_url, expires_at)
        select ${attempt.id}::uuid, b.tenant_id, b.id, 'Payment', ${attempt.broker}, 'Card', b.total, b.currency,
          'Pending', ${attempt.paymentUrl}, ${attempt.returnUrl}, b.expires_at
        from b
      )`
    : sql``;
  const graphParts = sql`(select row_to_json(b) from b) as booking,
      (select json_agg(item_rows) from item_rows) as items`;
  return sql`
    with b as (
      insert into bookings (${booking.names}) values (${booking.values}) on conflict do nothing returning *
    ), item_rows as (
      insert into booking_items (tenant_id, booking_id, ticket_category_id, name, quantity, unit_price, vat_rate)
      select b.tenant_id, b.id, x.ticket_category_id, x.name, x.quantity, x.unit_price, x.vat_rate
      from b, jsonb_to_recordset(${itemsJson(items)}::jsonb)
        as x(ticket_category_id uuid, name jsonb, quantity int, unit_price int, vat_rate float8)
      returning id, ticket_category_id, name, quantity, unit_price, vat_rate
    ), history_row as (
      insert into booking_history (tenant_id, booking_id, actor_user_id, actor_kind, action, details)
      select b.tenant_id, b.id, ${history.actorUserId ?? null}::uuid, ${history.actorKind}, ${history.action},
        ${JSON.stringify(history.details ?? {})}::jsonb || jsonb_build_object('overbooked', b.overbooked)
      from b
    )${attemptStep}
    select ${graphParts}`;
}

/** The booking and items a statement answered as JSON, or undefined when it wrote none. */
export function readGraph(graph: BookingGraph, first: GraphResult): InsertedGraph | undefined {
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
 * The booking, its items, its first history line and (for a customer who pays online) its payment
 * attempt, in one statement, in a transaction that already holds the departure's seats. Answers
 * undefined when the booking's reference is already taken in the company (nothing is written; try
 * another).
 */
export async function insertBookingGraph(
  tx: Executor,
  graph: BookingGraph,
): Promise<InsertedGraph | undefined> {
  const result = await tx.execute<GraphResult>(graphStatement(graph));
  const [first] = result.rows;
  return first ? readGraph(graph, first) : undefined;
}
