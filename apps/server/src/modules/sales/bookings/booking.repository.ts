import { sql } from "drizzle-orm";
import type { Currency, SalesChannel } from "@stund/shared/enums";
import type { CustomField, TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import type { bookingItems } from "../../../db/schema/bookings";
import { bookingHistory } from "../../../db/schema/bookings";
import type { bookings } from "../../../db/schema/catalogue";
import type { ExperienceNeed } from "../../catalogue/availability/availability.repository";

type SaleContextRow = {
  event_id: string;
  project_id: string;
  status: string;
  start_at: Date | string;
  event_prices: PriceOverrides;
  series_prices: PriceOverrides | null;
  experience_status: string;
  categories: TicketCategory[];
  channels: SalesChannel[];
  custom_fields: CustomField[];
  cutoff_minutes: number;
  max_advance_days: number;
  currency: Currency;
  asset_needs: ExperienceNeed[];
};

/**
 * What selling seats of a departure needs to know: the event, its experience, its series' prices,
 * its asset needs and the company's currency. One fixed statement (read before the departure's
 * lock, or kept): built once, it costs the server nothing per booking to send.
 */
export async function findSaleContext(tx: Executor, tenantId: string, eventId: string) {
  const result = await tx.execute<SaleContextRow>(sql`
    select e.id as event_id, e.project_id, e.status, e.start_at, e.price_overrides as event_prices,
      s.price_overrides as series_prices, x.status as experience_status, x.ticket_categories as categories,
      x.channels, x.custom_fields, x.cutoff_minutes, x.max_advance_days, t.settings->>'currency' as currency,
      coalesce((
        select json_agg(json_build_object('experienceId', ea.experience_id, 'assetId', ea.asset_id,
          'quantity', ea.quantity, 'per', ea.per, 'poolQuantity', a.quantity, 'seatsPerUnit', a.seats_per_unit)
          order by ea.asset_id)
        from experience_assets ea inner join assets a on a.id = ea.asset_id and a.tenant_id = e.tenant_id
        where ea.tenant_id = e.tenant_id and ea.experience_id = e.experience_id), '[]'::json) as asset_needs
    from events e
      inner join experiences x on x.id = e.experience_id
      inner join tenants t on t.id = e.tenant_id
      left join event_series s on s.id = e.series_id
    where e.tenant_id = ${tenantId} and e.id = ${eventId}
    limit 1`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    eventId: row.event_id,
    projectId: row.project_id,
    status: row.status,
    startAt: new Date(row.start_at),
    eventPrices: row.event_prices,
    seriesPrices: row.series_prices,
    experienceStatus: row.experience_status,
    categories: row.categories,
    channels: row.channels,
    customFields: row.custom_fields,
    cutoffMinutes: row.cutoff_minutes,
    maxAdvanceDays: row.max_advance_days,
    currency: row.currency,
    assetNeeds: row.asset_needs,
  };
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
