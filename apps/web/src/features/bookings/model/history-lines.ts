import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";

export type HistoryEntry = BookingDetail["history"][number];

/** One text of the translations with its values; amounts are minor units, formatted by the screen. */
export type HistoryNote =
  | { key: "bookings.history.seats" | "bookings.history.checkedIn"; count: number }
  | { key: "bookings.history.total" | "bookings.history.paid" | "bookings.history.amount"; amount: number }
  | { key: "bookings.history.overbooked" };

const knownActions = new Set([
  "Created",
  "Confirmed",
  "Expired",
  "CheckedIn",
  "PaymentDeclined",
  "LatePaymentRefunded",
  "LatePaymentRefundFailed",
]);

/** The translation key of an action; an action this console does not know yet is shown by its name. */
export function historyActionKey(action: string): string | null {
  return knownActions.has(action) ? `bookings.history.action.${action}` : null;
}

const whole = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) ? value : null;

/**
 * What the entry's details say, in a fixed order. Only the details the server writes today are
 * read; anything else stays out rather than showing raw data to the desk.
 */
export function historyNotes(entry: Pick<HistoryEntry, "action" | "details">): HistoryNote[] {
  const { details } = entry;
  const notes: HistoryNote[] = [];
  const seats = whole(details.seats);
  if (seats !== null)
    notes.push({
      key: entry.action === "CheckedIn" ? "bookings.history.checkedIn" : "bookings.history.seats",
      count: seats,
    });
  const total = whole(details.total);
  if (total !== null) notes.push({ key: "bookings.history.total", amount: total });
  const paid = whole(details.paid);
  if (paid !== null && paid > 0) notes.push({ key: "bookings.history.paid", amount: paid });
  const amount = whole(details.amount);
  if (amount !== null) notes.push({ key: "bookings.history.amount", amount });
  if (details.overbooked === true) notes.push({ key: "bookings.history.overbooked" });
  return notes;
}
