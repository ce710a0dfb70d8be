import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import type { TicketCategory } from "@stund/shared/contracts/catalogue/experiences";

type Item = BookingDetail["items"][number];

/** One ticket category the booking can have, with its limits and, when booked, its price. */
export interface QuantityRow {
  ticketCategoryId: string;
  name: { EN: string; IS: string };
  min: number;
  max: number;
  /** The price it was sold at; null for a category the booking does not have. */
  bookedPrice: number | null;
}

/**
 * The experience's categories in its order, then any booked category it no longer sells (kept
 * at its booked price, without limits of its own).
 */
export function quantityRows(items: readonly Item[], categories: readonly TicketCategory[]): QuantityRow[] {
  const booked = new Map(items.map((item) => [item.ticketCategoryId, item]));
  const rows: QuantityRow[] = categories.map((category) => ({
    ticketCategoryId: category.id,
    name: category.name,
    min: category.minPerBooking,
    max: category.maxPerBooking,
    bookedPrice: booked.get(category.id)?.unitPrice ?? null,
  }));
  for (const item of items)
    if (!categories.some((category) => category.id === item.ticketCategoryId))
      rows.push({
        ticketCategoryId: item.ticketCategoryId,
        name: item.name,
        min: 0,
        max: 1000,
        bookedPrice: item.unitPrice,
      });
  return rows;
}

export interface QuantityProblems {
  /** Every category at 0. */
  none: boolean;
  /** The ids of categories whose new quantity is outside their limits. */
  outOfRange: string[];
}

/**
 * What the server would refuse: all at 0, or a changed quantity outside the category's limits
 * (a category left at 0 is dropped, so it has none).
 */
export function quantityProblems(
  rows: readonly QuantityRow[],
  quantities: readonly { ticketCategoryId: string; quantity: number }[],
  items: readonly Item[],
): QuantityProblems {
  const outOfRange: string[] = [];
  for (const row of rows) {
    const quantity = quantities.find((q) => q.ticketCategoryId === row.ticketCategoryId)?.quantity ?? 0;
    const before = items.find((item) => item.ticketCategoryId === row.ticketCategoryId)?.quantity ?? 0;
    if (quantity === 0 || quantity === before) continue;
    if (quantity < row.min || quantity > row.max) outOfRange.push(row.ticketCategoryId);
  }
  return { none: quantities.every((q) => q.quantity === 0), outOfRange };
}
