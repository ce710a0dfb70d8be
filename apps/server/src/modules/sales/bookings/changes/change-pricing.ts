import { bookingChangeMessages as m } from "@stund/shared/contracts/bookings/booking-changes";
import type { SalesChannel } from "@stund/shared/enums";
import { priceFor } from "@stund/shared/pricing/channel-price";
import { badRequest, conflict } from "../../../../http/errors";
import type { ItemRow, SaleContext } from "../booking.repository";
import type { NewItem } from "./booking-change.repository";

type Category = SaleContext["categories"][number];

/** A category's price on the channel for this departure (its own and its series' overrides first). */
function priceNow(context: SaleContext, category: Category, channel: SalesChannel): number {
  return priceFor({ ...category, id: category.id }, channel, {
    event: context.eventPrices,
    series: context.seriesPrices ?? undefined,
  });
}

function limitError(category: Category, quantity: number): string | null {
  if (quantity >= category.minPerBooking && quantity <= category.maxPerBooking) return null;
  return `${category.name.EN}: between ${category.minPerBooking} and ${category.maxPerBooking} tickets per booking`;
}

function freshItem(
  context: SaleContext,
  category: Category,
  quantity: number,
  channel: SalesChannel,
): NewItem {
  return {
    ticketCategoryId: category.id,
    name: category.name,
    quantity,
    unitPrice: priceNow(context, category, channel),
    vatRate: category.vatRate,
  };
}

/**
 * The booking's tickets on another departure, each priced as that departure sells it now. Every
 * category must be one of its experience's (409 otherwise) and within its limits per booking.
 */
export function itemsForMove(
  context: SaleContext,
  channel: SalesChannel,
  items: readonly ItemRow[],
): NewItem[] {
  const errors: string[] = [];
  const moved: NewItem[] = [];
  for (const item of items) {
    const category = context.categories.find((c) => c.id === item.ticketCategoryId);
    if (!category) throw conflict(m.categoriesDiffer);
    const error = limitError(category, item.quantity);
    if (error) errors.push(error);
    moved.push(freshItem(context, category, item.quantity, channel));
  }
  if (errors.length > 0) throw badRequest(m.checkTickets, { items: errors });
  return moved;
}

/**
 * The booking's tickets as asked, merged per category; a category at 0 (or left out) is dropped.
 * Tickets the booking already has keep the price they were sold at; a category added now is
 * priced as the departure sells it now. Limits per booking are checked where a quantity changes.
 */
export function itemsForQuantities(
  context: SaleContext,
  channel: SalesChannel,
  current: readonly ItemRow[],
  requested: readonly { ticketCategoryId: string; quantity: number }[],
): NewItem[] {
  const quantities = new Map<string, number>();
  for (const item of requested)
    quantities.set(item.ticketCategoryId, (quantities.get(item.ticketCategoryId) ?? 0) + item.quantity);
  const errors: string[] = [];
  const items: NewItem[] = [];
  for (const [categoryId, quantity] of quantities) {
    if (quantity === 0) continue;
    const booked = current.find((item) => item.ticketCategoryId === categoryId);
    const category = context.categories.find((c) => c.id === categoryId);
    if (!booked && !category) {
      errors.push(`${m.unknownCategory}: ${categoryId}`);
      continue;
    }
    const error = category && quantity !== booked?.quantity ? limitError(category, quantity) : null;
    if (error) errors.push(error);
    items.push(
      booked
        ? {
            ticketCategoryId: categoryId,
            name: booked.name,
            quantity,
            unitPrice: booked.unitPrice,
            vatRate: booked.vatRate,
          }
        : freshItem(context, category!, quantity, channel),
    );
  }
  if (errors.length > 0) throw badRequest(m.checkTickets, { items: errors });
  if (items.length === 0) throw badRequest(m.chooseTicket, { items: [m.chooseTicket] });
  return items;
}

/** True when the two lists hold the same quantity of each category. */
export function sameQuantities(a: readonly NewItem[], b: readonly NewItem[]): boolean {
  const of = (items: readonly NewItem[]) =>
    JSON.stringify(
      items
        .map((item) => [item.ticketCategoryId, item.quantity])
        .sort(([x], [y]) => String(x).localeCompare(String(y))),
    );
  return of(a) === of(b);
}
