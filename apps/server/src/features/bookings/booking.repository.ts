import { and, eq, sql } from "drizzle-orm";
import type { Currency } from "@stund/shared/enums";
import type { Executor } from "../../db/database";
import type { bookingItems } from "../../db/schema/bookings";
import { bookingHistory } from "../../db/schema/bookings";
import type { bookings } from "../../db/schema/catalogue";
import { eventSeries, events, experiences } from "../../db/schema/catalogue";
import { tenants } from "../../db/schema/tenants";
import type { ExperienceNeed } from "../availability/availability.repository";

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
      // Read here, before the departure's lock, so that the lock is held one round trip less.
      assetNeeds: sql<ExperienceNeed[]>`coalesce((
        select json_agg(json_build_object('experienceId', ea.experience_id, 'assetId', ea.asset_id,
          'quantity', ea.quantity, 'per', ea.per, 'poolQuantity', a.quantity, 'seatsPerUnit', a.seats_per_unit)
          order by ea.asset_id)
        from experience_assets ea inner join assets a on a.id = ea.asset_id and a.tenant_id = ${events.tenantId}
        where ea.tenant_id = ${events.tenantId} and ea.experience_id = ${events.experienceId}), '[]'::json)`,
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

export type NewItemRow = Omit<typeof bookingItems.$inferInsert, "id">;
export async function insertHistory(
  tx: Executor,
  row: Omit<typeof bookingHistory.$inferInsert, "id" | "at">,
): Promise<void> {
  await tx.insert(bookingHistory).values(row);
}
