import type { Booking } from "@stund/shared/contracts/bookings/bookings";
import type { BookingRow, ItemRow } from "./booking.repository";

/** A booking as the API shows it. */
export function bookingView(row: BookingRow, items: ItemRow[]): Booking {
  return {
    id: row.id,
    reference: row.reference ?? "",
    status: row.status as Booking["status"],
    eventId: row.eventId,
    seats: row.seats,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    channel: row.channel,
    creatorKind: row.creatorKind as Booking["creatorKind"],
    customer: row.customer,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    vat: row.vat,
    paid: row.paid,
    refunded: row.refunded,
    paymentStatus: row.paymentStatus as Booking["paymentStatus"],
    paymentMethod: row.paymentMethod as Booking["paymentMethod"],
    overbooked: row.overbooked,
    items: items.map((item) => ({
      ticketCategoryId: item.ticketCategoryId,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      vatRate: item.vatRate,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
