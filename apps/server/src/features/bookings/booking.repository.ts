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
