import { describe, expect, it } from "vitest";
import { balanceOf } from "./balance";

const booking = { status: "Confirmed" as const, cancelledAt: null, total: 10000, paid: 0, refunded: 0 };

describe("balanceOf", () => {
  it("is what a live booking still owes", () => {
    expect(balanceOf(booking)).toBe(10000);
    expect(balanceOf({ ...booking, paid: 4000 })).toBe(6000);
    expect(balanceOf({ ...booking, paid: 10000 })).toBe(0);
  });

  it("counts a refund on a live booking as owed again", () => {
    expect(balanceOf({ ...booking, paid: 10000, refunded: 2500 })).toBe(2500);
  });

  it("is the money still kept, due back, once the booking ended", () => {
    expect(balanceOf({ ...booking, cancelledAt: "2027-07-01T00:00:00Z", paid: 10000, refunded: 4000 })).toBe(
      -6000,
    );
    expect(balanceOf({ ...booking, status: "Expired" })).toBe(0);
  });
});
