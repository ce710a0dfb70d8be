import { and, eq, sql } from "drizzle-orm";
import type { Currency, SalesChannel } from "@stund/shared/enums";
import type { CustomField, TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import { bookingHistory, paymentTransactions, type bookingItems } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import { salesUnits } from "../../../db/schema/projects";

export type { BookingAnswer, BookingCustomer } from "../../../db/schema/catalogue";

/** The project whose bookings are read or changed. */
export interface ReadScope {
  tenantId: string;
  projectId: string;
}

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
  pooled: boolean;
};

/**
 * What selling seats of a departure needs to know: the event, its experience, its series' prices,
 * whether it needs an asset pool and the company's currency. One fixed statement (read before the departure's
 * lock, or kept): built once, it costs the server nothing per booking to send.
 */
export async function findSaleContext(tx: Executor, tenantId: string, eventId: string) {
  const result = await tx.execute<SaleContextRow>(sql`
    select e.id as event_id, e.project_id, e.status, e.start_at, e.price_overrides as event_prices,
      s.price_overrides as series_prices, x.status as experience_status, x.ticket_categories as categories,
      x.channels, x.custom_fields, x.cutoff_minutes, x.max_advance_days, t.settings->>'currency' as currency,
      exists (select 1 from experience_assets ea
        where ea.tenant_id = e.tenant_id and ea.experience_id = e.experience_id) as pooled
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
    pooled: row.pooled === true,
  };
}
export type SaleContext = NonNullable<Awaited<ReturnType<typeof findSaleContext>>>;

export type NewBookingRow = Omit<typeof bookings.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type BookingRow = typeof bookings.$inferSelect;

export type ItemRow = typeof bookingItems.$inferSelect;
export type NewItemRow = Omit<typeof bookingItems.$inferInsert, "id">;
export type HistoryRow = Omit<typeof bookingHistory.$inferInsert, "id" | "at">;

export async function insertHistory(tx: Executor, row: HistoryRow): Promise<void> {
  await tx.insert(bookingHistory).values(row);
}

/** The company's booking, locked until the transaction ends. */
export async function lockBooking(
  tx: Executor,
  tenantId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)))
    .for("update");
  return row;
}

/** The booking of the project. */
function bookingOfProject(db: Executor, scope: ReadScope, id: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, scope.tenantId),
        eq(bookings.projectId, scope.projectId),
        eq(bookings.id, id),
      ),
    );
}

/** The booking of the project, locked until the transaction ends so two desks cannot interleave. */
export async function lockBookingRow(
  tx: Executor,
  scope: ReadScope,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await bookingOfProject(tx, scope, id).for("update");
  return row;
}

export async function findBookingRow(
  db: Executor,
  scope: ReadScope,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await bookingOfProject(db, scope, id).limit(1);
  return row;
}

export async function updateBookingRow(
  tx: Executor,
  booking: { tenantId: string; id: string },
  values: Partial<Omit<BookingRow, "id" | "tenantId" | "projectId">>,
): Promise<void> {
  await tx
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.tenantId, booking.tenantId), eq(bookings.id, booking.id)));
}

/** Cash taken at the desk with the booking: a payment that succeeded as it was written. */
export async function insertCashPayment(
  tx: Executor,
  payment: { tenantId: string; bookingId: string; amount: number; currency: string },
): Promise<void> {
  await tx.insert(paymentTransactions).values({
    ...payment,
    kind: "Payment",
    broker: "None",
    method: "Cash",
    result: "Success",
  });
}

/** The channel of one of the project's sales units, or undefined when it is not the project's. */
export async function findSalesUnitChannel(
  tx: Executor,
  projectId: string,
  salesUnitId: string,
): Promise<SalesChannel | undefined> {
  const [unit] = await tx
    .select({ channel: salesUnits.channel })
    .from(salesUnits)
    .where(and(eq(salesUnits.id, salesUnitId), eq(salesUnits.projectId, projectId)));
  return unit?.channel as SalesChannel | undefined;
}
