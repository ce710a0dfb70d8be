import { describe, expect, it } from "vitest";
import { formatCountdown, secondsUntil } from "./use-countdown";

describe("countdown", () => {
  it("counts whole seconds left as m:ss and stops at zero", () => {
    const now = Date.parse("2027-07-01T08:00:00.000Z");
    expect(secondsUntil("2027-07-01T08:14:05.000Z", now)).toBe(845);
    expect(secondsUntil("2027-07-01T08:00:00.200Z", now)).toBe(1);
    expect(secondsUntil("2027-07-01T07:59:00.000Z", now)).toBe(0);
    expect(secondsUntil(null, now)).toBeNull();
    expect(formatCountdown(845)).toBe("14:05");
    expect(formatCountdown(9)).toBe("0:09");
  });
});
