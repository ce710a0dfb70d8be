import { describe, expect, it } from "vitest";
import { cancellationFee } from "./cancellation";

const startsAt = new Date("2025-06-01T10:00:00Z");
const hours = (n: number) => new Date(startsAt.getTime() - n * 3_600_000);
const policy = { freeUntilHours: 24, feePercent: 50 };

describe("cancellation fee", () => {
  it("is free exactly at the limit and earlier", () => {
    expect(cancellationFee({ paid: 12900, startsAt, now: hours(24), policy })).toEqual({
      fee: 0,
      refund: 12900,
      free: true,
    });
    expect(cancellationFee({ paid: 12900, startsAt, now: hours(200), policy }).free).toBe(true);
  });

  it("charges the fee from one millisecond inside the window", () => {
    const now = new Date(hours(24).getTime() + 1);
    expect(cancellationFee({ paid: 12900, startsAt, now, policy })).toEqual({
      fee: 6450,
      refund: 6450,
      free: false,
    });
  });

  it("charges the same after the start as inside the window", () => {
    const late = new Date(startsAt.getTime() + 3_600_000);
    expect(cancellationFee({ paid: 12900, startsAt, now: late, policy })).toEqual(
      cancellationFee({ paid: 12900, startsAt, now: hours(1), policy }),
    );
  });

  it("rounds the fee half up to whole minor units and refunds the rest", () => {
    expect(cancellationFee({ paid: 999, startsAt, now: hours(1), policy })).toEqual({
      fee: 500,
      refund: 499,
      free: false,
    });
    const eighth = { freeUntilHours: 48, feePercent: 12.5 };
    expect(cancellationFee({ paid: 12900, startsAt, now: hours(47), policy: eighth })).toEqual({
      fee: 1613,
      refund: 11287,
      free: false,
    });
  });

  it("follows the policy's extremes", () => {
    const strict = { freeUntilHours: 24, feePercent: 100 };
    expect(cancellationFee({ paid: 12900, startsAt, now: hours(2), policy: strict })).toEqual({
      fee: 12900,
      refund: 0,
      free: false,
    });
    const lenient = { freeUntilHours: 0, feePercent: 0 };
    expect(cancellationFee({ paid: 12900, startsAt, now: startsAt, policy: lenient }).free).toBe(true);
    const afterStart = new Date(startsAt.getTime() + 1);
    expect(cancellationFee({ paid: 12900, startsAt, now: afterStart, policy: lenient })).toEqual({
      fee: 0,
      refund: 12900,
      free: false,
    });
  });

  it("rejects broken input", () => {
    const now = hours(1);
    expect(() => cancellationFee({ paid: 10.5, startsAt, now, policy })).toThrow(/paid/);
    expect(() => cancellationFee({ paid: -1, startsAt, now, policy })).toThrow(RangeError);
    expect(() => cancellationFee({ paid: 1, startsAt: new Date("x"), now, policy })).toThrow(/startsAt/);
    expect(() => cancellationFee({ paid: 1, startsAt, now: new Date(Number.NaN), policy })).toThrow(/now/);
    const badFee = { freeUntilHours: 24, feePercent: 101 };
    expect(() => cancellationFee({ paid: 1, startsAt, now, policy: badFee })).toThrow(/feePercent/);
    const badHours = { freeUntilHours: -1, feePercent: 50 };
    expect(() => cancellationFee({ paid: 1, startsAt, now, policy: badHours })).toThrow(/freeUntilHours/);
  });
});
