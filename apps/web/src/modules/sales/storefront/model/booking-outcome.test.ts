import { describe, expect, it } from "vitest";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { bookingView } from "../testing/storefront-fixtures";
import { bookingOutcome, bookingTimeZone, isSettled } from "./booking-outcome";

describe("bookingOutcome", () => {
  it("tells waiting to pay from a payment being confirmed", () => {
    expect(bookingOutcome(bookingView())).toBe("awaitingPayment");
    expect(bookingOutcome(bookingView({ paymentUrl: null }))).toBe("confirming");
    expect(isSettled("Pending")).toBe(false);
  });
  it("tells a lapsed hold from a late payment that was refunded", () => {
    expect(bookingOutcome(bookingView({ status: "Expired" }))).toBe("expired");
    expect(bookingOutcome(bookingView({ status: "Expired", paid: 100, refunded: 0 }))).toBe("expired");
    expect(bookingOutcome(bookingView({ status: "Expired", paid: 100, refunded: 100 }))).toBe("refundedLate");
    expect(bookingOutcome(bookingView({ status: "Confirmed" }))).toBe("confirmed");
    expect(bookingOutcome(bookingView({ status: "Failed" }))).toBe("failed");
    expect(isSettled("Expired")).toBe(true);
  });
  it("says a cancelled booking is cancelled, whether it was confirmed or a hold", () => {
    const at = "2027-07-01T08:00:00.000Z";
    expect(bookingOutcome(bookingView({ status: "Confirmed", cancelledAt: at }))).toBe("cancelled");
    expect(bookingOutcome(bookingView({ status: "Declined", cancelledAt: at }))).toBe("cancelled");
    expect(bookingOutcome(bookingView({ status: "Declined" }))).toBe("declined");
  });
});

describe("bookingTimeZone", () => {
  it("is the tour's zone, or the platform's home zone when the answer names none", () => {
    const inBerlin = { ...bookingView(), timeZone: "Europe/Berlin" } as PublicBookingView;
    expect(bookingTimeZone(inBerlin)).toBe("Europe/Berlin");
    expect(bookingTimeZone(bookingView())).toBe("Atlantic/Reykjavik");
  });
});
