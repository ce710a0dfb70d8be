import { and, eq, sql } from "drizzle-orm";
import type { Currency } from "@stund/shared/enums";
import type { Executor } from "../../db/database";
import { bookingHistory, bookingItems } from "../../db/schema/bookings";
import { bookings, eventSeries, events, experiences } from "../../db/schema/catalogue";
import { tenants } from "../../db/schema/tenants";

/** What selling seats of a departure needs to know: the event, its experience and the company's currency. */
export async function findSaleContext(tx: Executor, tenantId: string, eventId: string) {
  const rows = await tx
    .select({
      eventId: events.id,
      projectId: events.projectId,
      status: events.status,
      startAt: events.startAt,
      eventPrices: events.priceOverrides,
      seriesPrices: eventSeries.priceOverrides,
      experienceStatus: experiences.status,
      categories: experiences.ticketCategories,
      channels: experiences.channels,
      customFields: experiences.customFields,
      cutoffMinutes: experiences.cutoffMinutes,
      maxAdvanceDays: experiences.maxAdvanceDays,
      currency: sql<Currency>`${tenants.settings}->>'currency'`,
    })
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .innerJoin(tenants, eq(tenants.id, events.tenantId))
    .leftJoin(eventSeries, eq(eventSeries.id, events.seriesId))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return rows[0];
}
export type SaleContext = NonNullable<Awaited<ReturnType<typeof findSaleContext>>>;

export type NewBookingRow = Omit<typeof bookings.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type BookingRow = typeof bookings.$inferSelect;

/** Inserts the booking, or returns undefined when its reference is already taken in the company. */
export async function insertBookingRow(tx: Executor, row: NewBookingRow): Promise<BookingRow | undefined> {
  const inserted = await tx.insert(bookings).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

export type NewItemRow = Omit<typeof bookingItems.$inferInsert, "id">;
export async function insertItemRows(tx: Executor, rows: NewItemRow[]) {
  return tx.insert(bookingItems).values(rows).returning();
}

export async function insertHistory(
  tx: Executor,
  row: Omit<typeof bookingHistory.$inferInsert, "id" | "at">,
): Promise<void> {
  await tx.insert(bookingHistory).values(row);
}

type ItemRow = typeof bookingItems.$inferSelect;
type HistoryRow = Omit<typeof bookingHistory.$inferInsert, "id" | "at" | "tenantId" | "bookingId">;

/**
 * A new booking's items and its first history line in one statement: the booking transaction
 * holds its departure's lock, so every round trip saved is time other buyers do not wait.
 */
export async function insertItemsAndHistory(
  tx: Executor,
  booking: { tenantId: string; id: string },
  items: Omit<NewItemRow, "tenantId" | "bookingId">[],
  history: HistoryRow,
): Promise<ItemRow[]> {
  const result = await tx.execute<{
    id: string;
    ticket_category_id: string;
    name: ItemRow["name"];
    quantity: number;
    unit_price: number;
    vat_rate: number;
  }>(sql`
    with item_rows as (
      insert into booking_items (tenant_id, booking_id, ticket_category_id, name, quantity, unit_price, vat_rate)
      select ${booking.tenantId}::uuid, ${booking.id}::uuid, x.ticket_category_id, x.name, x.quantity, x.unit_price, x.vat_rate
      from jsonb_to_recordset(${JSON.stringify(
        items.map((item) => ({
          ticket_category_id: item.ticketCategoryId,
          name: item.name,
          quantity: item.quantity,
          unit_price: item.unitPrice,
          vat_rate: item.vatRate,
        })),
      )}::jsonb) as x(ticket_category_id uuid, name jsonb, quantity int, unit_price int, vat_rate float8)
      returning id, ticket_category_id, name, quantity, unit_price, vat_rate
    ), history_row as (
      insert into booking_history (tenant_id, booking_id, actor_user_id, actor_kind, action, details)
      values (${booking.tenantId}::uuid, ${booking.id}::uuid, ${history.actorUserId ?? null}::uuid,
        ${history.actorKind}, ${history.action}, ${JSON.stringify(history.details ?? {})}::jsonb)
    )
    select * from item_rows`);
  return result.rows.map((row) => ({
    id: row.id,
    tenantId: booking.tenantId,
    bookingId: booking.id,
    ticketCategoryId: row.ticket_category_id,
    name: row.name,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    vatRate: Number(row.vat_rate),
  }));
}
