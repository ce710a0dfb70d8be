import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import type { SalesChannel } from "@stund/shared/enums";
import { priceFor } from "@stund/shared/pricing/channel-price";

export type TicketCategory = Experience["ticketCategories"][number];

/** Quantities typed per ticket category id; a field being edited may briefly hold "". */
export type Quantities = Record<string, number | string>;

/** The server prices bookings made by staff on this channel. */
export const deskChannel: SalesChannel = "Public";

export interface TicketLine {
  category: TicketCategory;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
  /** Minor units. */
  amount: number;
}

/** A typed quantity as a whole number of tickets, 0 when empty or not a number. */
export function quantityOf(value: number | string | undefined): number {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && number > 0 ? Math.floor(number) : 0;
}

/**
 * The chosen tickets priced as the server prices them for the desk: the departure's own price
 * first, then the category's. Series prices are not sent with departures, so the receipt's
 * total, which comes from the server, is the one that counts.
 */
export function ticketLines(
  categories: readonly TicketCategory[],
  quantities: Quantities,
  departure?: Pick<StundEvent, "priceOverrides">,
): TicketLine[] {
  return categories.flatMap((category) => {
    const quantity = quantityOf(quantities[category.id]);
    if (quantity === 0) return [];
    const unitPrice = priceFor(category, deskChannel, { event: departure?.priceOverrides });
    return [{ category, quantity, unitPrice, amount: unitPrice * quantity }];
  });
}

export function seatsOf(lines: readonly TicketLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function totalOf(lines: readonly TicketLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The most tickets of a category one booking may take on a departure with `available` seats. */
export function maxQuantity(category: TicketCategory, available: number | undefined): number {
  return Math.max(0, Math.min(category.maxPerBooking, available ?? category.maxPerBooking));
}
