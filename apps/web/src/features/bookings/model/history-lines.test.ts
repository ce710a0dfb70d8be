import { describe, expect, it } from "vitest";
import { historyActionKey, historyNotes } from "./history-lines";

describe("history lines", () => {
  it("names the actions the server writes and leaves others to be shown as they are", () => {
    expect(historyActionKey("CheckedIn")).toBe("bookings.history.action.CheckedIn");
    expect(historyActionKey("Moved")).toBeNull();
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
});
