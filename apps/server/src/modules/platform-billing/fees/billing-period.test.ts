import { describe, expect, it } from "vitest";
import { addMonths, billingPeriodAt } from "./billing-period";

const d = (iso: string) => new Date(iso);
const iso = (period: { start: Date; end: Date }) => [period.start.toISOString(), period.end.toISOString()];

describe("addMonths", () => {
  it("keeps the day, or takes the month's last one when it is shorter", () => {
    expect(addMonths(d("2026-01-15T10:00:00Z"), 1).toISOString()).toBe("2026-02-15T10:00:00.000Z");
    expect(addMonths(d("2026-01-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(d("2028-01-31T00:00:00Z"), 1).toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(addMonths(d("2026-03-31T00:00:00Z"), -1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(addMonths(d("2026-12-05T00:00:00Z"), 14).toISOString()).toBe("2028-02-05T00:00:00.000Z");
  });
});

describe("billingPeriodAt", () => {
  const current = { start: d("2026-03-10T12:00:00Z"), end: d("2026-04-10T12:00:00Z") };

  it("is the stored period for a moment inside it, end excluded", () => {
    expect(billingPeriodAt(current, d("2026-03-10T12:00:00Z"))).toBe(current);
    expect(billingPeriodAt(current, d("2026-04-10T11:59:59Z"))).toBe(current);
  });

  it("steps on month by month after it, as a renewal would", () => {
    expect(iso(billingPeriodAt(current, d("2026-04-10T12:00:00Z")))).toEqual([
      "2026-04-10T12:00:00.000Z",
      "2026-05-10T12:00:00.000Z",
    ]);
    expect(iso(billingPeriodAt(current, d("2026-07-01T00:00:00Z")))).toEqual([
      "2026-06-10T12:00:00.000Z",
      "2026-07-10T12:00:00.000Z",
    ]);
  });

  it("steps back month by month before it", () => {
    expect(iso(billingPeriodAt(current, d("2026-03-10T11:59:59Z")))).toEqual([
      "2026-02-10T12:00:00.000Z",
      "2026-03-10T12:00:00.000Z",
    ]);
    expect(iso(billingPeriodAt(current, d("2025-12-25T00:00:00Z")))).toEqual([
      "2025-12-10T12:00:00.000Z",
      "2026-01-10T12:00:00.000Z",
    ]);
  });

  it("is the calendar month in UTC without a subscription", () => {
    expect(iso(billingPeriodAt(null, d("2026-02-14T23:30:00Z")))).toEqual([
      "2026-02-01T00:00:00.000Z",
      "2026-03-01T00:00:00.000Z",
    ]);
  });

  it("always contains the moment (seeded sweep over many moments and periods)", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 2000; run += 1) {
      const start = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 400) * 86_400_000);
      const period = { start, end: addMonths(start, 1) };
      const at = new Date(start.getTime() + (random() - 0.5) * 3 * 365 * 86_400_000);
      const found = billingPeriodAt(period, at);
      expect(found.start.getTime()).toBeLessThanOrEqual(at.getTime());
      expect(found.end.getTime()).toBeGreaterThan(at.getTime());
    }
  });
});
