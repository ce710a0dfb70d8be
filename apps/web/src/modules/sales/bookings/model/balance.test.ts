import { describe, expect, it } from "vitest";
import { balanceOf } from "./balance";

const booking = { status: "Confirmed" as const, cancelledAt: null, total: 10000, paid: 0, refunded: 0 };

describe("balanceOf", () => {
  it("is what a live booking still owes", () => {
    expect(balanceOf(booking)).toBe(10000);
    expect(balanceOf({ ...booking, paid: 4000 })).toBe(6000);
    expect(balanceOf({ ...booking, paid: 10000 })).toBe(0);
  });

  it("owes nothing again after a refund of a booking paid in full", () => {
    expect(balanceOf({ ...booking, paid: 10000, refunded: 2500 })).toBe(0);
    expect(balanceOf({ ...booking, paid: 10000, refunded: 10000 })).toBe(0);
  });

  it("is the money kept beyond the total, due back, until it is refunded", () => {
    // Moved to a departure 2,000 cheaper: due back, then settled by the refund.
    expect(balanceOf({ ...booking, total: 8000, paid: 10000 })).toBe(-2000);
    expect(balanceOf({ ...booking, total: 8000, paid: 10000, refunded: 2000 })).toBe(0);
    // Moved to one 2,000 dearer: owed.
    expect(balanceOf({ ...booking, total: 12000, paid: 10000 })).toBe(2000);
  });

  it("is the money still kept, due back, once the booking ended", () => {
    expect(balanceOf({ ...booking, cancelledAt: "2027-07-01T00:00:00Z", paid: 10000, refunded: 4000 })).toBe(
      -6000,
    );
    expect(balanceOf({ ...booking, status: "Expired" })).toBe(0);
  });
});
