import { describe, expect, it } from "vitest";
import { historyActionKey, historyNotes } from "./history-lines";

describe("history lines", () => {
  it("names the actions the server writes and leaves others to be shown as they are", () => {
    expect(historyActionKey("CheckedIn")).toBe("bookings.history.action.CheckedIn");
    expect(historyActionKey("Moved")).toBe("bookings.history.action.Moved");
    expect(historyActionKey("SomethingNew")).toBeNull();
  });

  it("reads a new booking's seats, total, payment and overbooking", () => {
    expect(
      historyNotes({
        action: "Created",
        details: { status: "Confirmed", seats: 3, total: 32250, overbooked: true, paid: 0 },
      }),
    ).toEqual([
      { key: "bookings.history.seats", count: 3 },
      { key: "bookings.history.total", amount: 32250 },
      { key: "bookings.history.overbooked" },
    ]);
  });

  it("reads a check-in's seats as arrivals", () => {
    expect(historyNotes({ action: "CheckedIn", details: { seats: 0 } })).toEqual([
      { key: "bookings.history.checkedIn", count: 0 },
    ]);
  });

  it("reads amounts of payments and ignores details it does not know or cannot trust", () => {
    expect(historyNotes({ action: "PaymentDeclined", details: { amount: 5000, broker: "x" } })).toEqual([
      { key: "bookings.history.amount", amount: 5000 },
    ]);
    expect(historyNotes({ action: "Expired", details: { seats: "3", total: 1.5 } })).toEqual([]);
  });

  it("reads a move's new start, a cancellation's fee and refund, a refund's reason and a resend's address", () => {
    expect(
      historyNotes({
        action: "Moved",
        details: { toStart: "2027-07-02T09:00:00.000Z", seats: 2, previousTotal: 1, total: 25800 },
      }),
    ).toEqual([
      { key: "bookings.history.movedTo", at: "2027-07-02T09:00:00.000Z" },
      { key: "bookings.history.seats", count: 2 },
      { key: "bookings.history.total", amount: 25800 },
    ]);
    expect(
      historyNotes({
        action: "Cancelled",
        details: { seats: 2, kept: 100, fee: 0, refund: 25800, free: true },
      }),
    ).toEqual([
      { key: "bookings.history.seats", count: 2 },
      { key: "bookings.history.refundDue", amount: 25800 },
    ]);
    expect(
      historyNotes({
        action: "Refunded",
        details: { amount: 5000, reason: "Fraud", method: "Cash", note: "x" },
      }),
    ).toEqual([{ key: "bookings.history.amount", amount: 5000 }, { key: "bookings.refundReason.Fraud" }]);
    expect(historyNotes({ action: "ConfirmationResent", details: { email: "a@example.is" } })).toEqual([
      { key: "bookings.history.sentTo", email: "a@example.is" },
    ]);
    expect(historyNotes({ action: "Moved", details: { toStart: "soon", reason: "Whatever" } })).toEqual([]);
  });
});
