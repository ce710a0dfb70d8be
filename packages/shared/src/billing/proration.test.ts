import { describe, expect, it } from "vitest";
import { prorate, remainingShare } from "./proration";

/** A small seeded generator, so a failing case can be replayed from its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A price in whole cents, sometimes zero. */
    price: () => (next() < 0.1 ? 0 : Math.round(next() * 100_000) / 100),
  };
}

const dayMs = 24 * 60 * 60 * 1000;
const runs = 2000;
const seeds = [1, 42, 20260101];
const cents = (value: number) => Math.round(value * 100);

function randomPeriod(random: ReturnType<typeof seededRandom>) {
  const periodStart = new Date(Date.UTC(2026, random.int(0, 11), random.int(1, 28), random.int(0, 23)));
  const periodEnd = new Date(periodStart.getTime() + random.int(1, 31) * dayMs + random.int(0, 3_600_000));
  const within = (share: number) =>
    new Date(periodStart.getTime() + Math.floor((periodEnd.getTime() - periodStart.getTime()) * share));
  return { periodStart, periodEnd, within };
}

describe("prorate", () => {
  it.each(seeds)("never charges a negative amount nor more than the new price (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let run = 0; run < runs; run += 1) {
      const { periodStart, periodEnd } = randomPeriod(random);
      const at = new Date(
        periodStart.getTime() + (random.next() * 1.4 - 0.2) * (periodEnd.getTime() - periodStart.getTime()),
      );
      const oldMonthlyPrice = random.price();
      const newMonthlyPrice = random.price();
      const result = prorate({ oldMonthlyPrice, newMonthlyPrice, periodStart, periodEnd, at });
      const context = JSON.stringify({ seed, run, oldMonthlyPrice, newMonthlyPrice, at });
      expect(result.amount, context).toBeGreaterThanOrEqual(0);
      expect(result.amount, context).toBeLessThanOrEqual(newMonthlyPrice);
      expect(result.charge, context).toBeLessThanOrEqual(newMonthlyPrice);
      expect(result.credit, context).toBeLessThanOrEqual(oldMonthlyPrice);
      expect(cents(result.amount), context).toBe(Math.max(0, cents(result.charge) - cents(result.credit)));
    }
  });

  it.each(seeds)("is new minus old at the period start and zero at its end (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let run = 0; run < runs; run += 1) {
      const { periodStart, periodEnd } = randomPeriod(random);
      const oldMonthlyPrice = random.price();
      const newMonthlyPrice = oldMonthlyPrice + random.price();
      const atStart = prorate({ oldMonthlyPrice, newMonthlyPrice, periodStart, periodEnd, at: periodStart });
      expect(cents(atStart.amount)).toBe(cents(newMonthlyPrice) - cents(oldMonthlyPrice));
      expect(cents(atStart.charge)).toBe(cents(newMonthlyPrice));
      const atEnd = prorate({ oldMonthlyPrice, newMonthlyPrice, periodStart, periodEnd, at: periodEnd });
      expect(atEnd).toEqual({ credit: 0, charge: 0, amount: 0 });
    }
  });

  it.each(seeds)("shrinks as the period runs on (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let run = 0; run < runs; run += 1) {
      const { periodStart, periodEnd, within } = randomPeriod(random);
      const [early, late] = [random.next(), random.next()].sort((a, b) => a - b) as [number, number];
      const prices = { oldMonthlyPrice: random.price(), newMonthlyPrice: random.price() };
      const first = prorate({ ...prices, periodStart, periodEnd, at: within(early) });
      const second = prorate({ ...prices, periodStart, periodEnd, at: within(late) });
      expect(second.amount).toBeLessThanOrEqual(first.amount);
    }
  });

  /**
   * What "nets correctly" means: a company that starts the period on price a and then changes
   * plan pays the starting price plus each prorated amount. For upgrades that is exactly the
   * time-weighted cost of the plans it used, to the cent; a downgrade never gives money back
   * (it waits for the period end, and prorating it now yields zero). So the period never costs
   * more than the highest price involved, and never less than the starting price.
   */
  it.each(seeds)("upgrades then a downgrade within a period net correctly (seed %i)", (seed) => {
    const random = seededRandom(seed);
    for (let run = 0; run < runs; run += 1) {
      const { periodStart, periodEnd, within } = randomPeriod(random);
      const a = random.price();
      const b = a + random.price();
      const c = random.next() < 0.5 ? b + random.price() : Math.round(random.next() * b * 100) / 100;
      const [t1, t2] = [random.next(), random.next()].sort((x, y) => x - y) as [number, number];
      const at1 = within(t1);
      const at2 = within(t2);
      const upgrade = prorate({ oldMonthlyPrice: a, newMonthlyPrice: b, periodStart, periodEnd, at: at1 });
      const change = prorate({ oldMonthlyPrice: b, newMonthlyPrice: c, periodStart, periodEnd, at: at2 });
      const paid = cents(a) + cents(upgrade.amount) + cents(change.amount);
      const context = JSON.stringify({ seed, run, a, b, c, t1, t2 });

      const highest = Math.max(a, b, c);
      expect(paid, context).toBeLessThanOrEqual(cents(highest));
      expect(paid, context).toBeGreaterThanOrEqual(cents(a));
      if (c < b) expect(change.amount, context).toBe(0);

      // The cost of the time used on each plan, with each step's remaining share in whole cents.
      const share1 = remainingShare(periodStart, periodEnd, at1);
      const share2 = remainingShare(periodStart, periodEnd, at2);
      const usedBefore = cents(a) - Math.round(cents(a) * share1);
      const usedOnB = Math.round(cents(b) * share1) - Math.round(cents(b) * share2);
      const usedAfter = Math.round(cents(Math.max(b, c)) * share2);
      expect(paid, context).toBe(usedBefore + usedOnB + usedAfter);
    }
  });
});

describe("prorate at the edges", () => {
  const periodStart = new Date("2026-03-01T00:00:00Z");
  const periodEnd = new Date("2026-04-01T00:00:00Z");

  it("charges half the difference half-way through", () => {
    const at = new Date(periodStart.getTime() + (periodEnd.getTime() - periodStart.getTime()) / 2);
    expect(prorate({ oldMonthlyPrice: 49, newMonthlyPrice: 199, periodStart, periodEnd, at })).toEqual({
      credit: 24.5,
      charge: 99.5,
      amount: 75,
    });
  });

  it("charges nothing for a downgrade and for an empty period", () => {
    const at = new Date("2026-03-10T00:00:00Z");
    expect(prorate({ oldMonthlyPrice: 199, newMonthlyPrice: 49, periodStart, periodEnd, at }).amount).toBe(0);
    expect(
      prorate({ oldMonthlyPrice: 49, newMonthlyPrice: 199, periodStart, periodEnd: periodStart, at }),
    ).toEqual({ credit: 0, charge: 0, amount: 0 });
  });

  it("treats a time before the period as its start and after it as its end", () => {
    const before = prorate({
      oldMonthlyPrice: 49,
      newMonthlyPrice: 99,
      periodStart,
      periodEnd,
      at: new Date(0),
    });
    expect(before.amount).toBe(50);
    const after = prorate({
      oldMonthlyPrice: 49,
      newMonthlyPrice: 99,
      periodStart,
      periodEnd,
      at: new Date("2027-01-01T00:00:00Z"),
    });
    expect(after.amount).toBe(0);
  });

  it("refuses negative or missing prices and invalid dates", () => {
    const base = { oldMonthlyPrice: 49, newMonthlyPrice: 99, periodStart, periodEnd, at: periodStart };
    expect(() => prorate({ ...base, oldMonthlyPrice: -1 })).toThrow(RangeError);
    expect(() => prorate({ ...base, newMonthlyPrice: Number.NaN })).toThrow(RangeError);
    expect(() => prorate({ ...base, at: new Date("nonsense") })).toThrow(RangeError);
  });
});
