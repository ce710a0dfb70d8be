import { refundReasons, type RefundReason } from "@stund/shared/bookings/enums";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";

export type HistoryEntry = BookingDetail["history"][number];

/** One text of the translations with its values; amounts are minor units, times instants, formatted by the screen. */
export type HistoryNote =
  | { key: "bookings.history.seats" | "bookings.history.checkedIn"; count: number }
  | {
      key:
        | "bookings.history.total"
        | "bookings.history.paid"
        | "bookings.history.amount"
        | "bookings.history.fee"
        | "bookings.history.refundDue";
      amount: number;
    }
  | { key: "bookings.history.movedTo"; at: string }
  | { key: "bookings.history.sentTo"; email: string }
  | { key: "bookings.history.overbooked" | `bookings.refundReason.${RefundReason}` };

const knownActions = new Set([
  "Created",
  "Confirmed",
  "Expired",
  "CheckedIn",
  "PaymentDeclined",
  "LatePaymentRefunded",
  "LatePaymentRefundFailed",
  "Moved",
  "QuantitiesChanged",
  "Cancelled",
  "ConfirmationResent",
  "Refunded",
  "RefundFailed",
]);

/** The translation key of an action; an action this console does not know yet is shown by its name. */
export function historyActionKey(action: string): string | null {
  return knownActions.has(action) ? `bookings.history.action.${action}` : null;
}

const whole = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) ? value : null;
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const instant = (value: unknown): string | null =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) ? value : null;

/**
 * What the entry's details say, in a fixed order. Only the details the server writes today are
 * read; anything else stays out rather than showing raw data to the desk.
 */
export function historyNotes(entry: Pick<HistoryEntry, "action" | "details">): HistoryNote[] {
  const { details } = entry;
  const notes: HistoryNote[] = [];
  const movedTo = entry.action === "Moved" ? instant(details.toStart) : null;
  if (movedTo) notes.push({ key: "bookings.history.movedTo", at: movedTo });
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
  const fee = whole(details.fee);
  if (fee !== null && fee > 0) notes.push({ key: "bookings.history.fee", amount: fee });
  const refund = whole(details.refund);
  if (refund !== null && refund > 0) notes.push({ key: "bookings.history.refundDue", amount: refund });
  const reason = refundReasons.find((r) => r === details.reason);
  if (reason) notes.push({ key: `bookings.refundReason.${reason}` });
  const email = entry.action === "ConfirmationResent" ? text(details.email) : null;
  if (email) notes.push({ key: "bookings.history.sentTo", email });
  if (details.overbooked === true) notes.push({ key: "bookings.history.overbooked" });
  return notes;
}
