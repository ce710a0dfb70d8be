import { describe, expect, it } from "vitest";
import { eventManifest } from "../testing/booking-fixtures";
import { canBeCheckedIn, withCheckIn } from "./manifest-check-in";

describe("manifest check-in", () => {
  it("changes one booking's count and the totals by the difference", () => {
    const before = eventManifest({ totals: { seats: 5, checkedIn: 1 } });
    const first = before.bookings[0]!;
    const after = withCheckIn(
      { ...before, bookings: [{ ...first, checkedIn: 1 }, before.bookings[1]!] },
      first.id,
      3,
    );
    expect(after.bookings.map((b) => b.checkedIn)).toEqual([3, 0]);
    expect(after.totals).toEqual({ seats: 5, checkedIn: 3 });
  });

  it("leaves a manifest without the booking as it is", () => {
    const manifest = eventManifest();
    expect(withCheckIn(manifest, "another", 2)).toBe(manifest);
  });

  it("checks in confirmed bookings only, and not once cancelled", () => {
    expect(canBeCheckedIn({ status: "Confirmed" })).toBe(true);
    expect(canBeCheckedIn({ status: "Confirmed", cancelledAt: "2027-07-01T00:00:00Z" })).toBe(false);
    expect(canBeCheckedIn({ status: "Pending" })).toBe(false);
  });
});
