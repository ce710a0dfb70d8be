import { describe, expect, it } from "vitest";
import { bookingTotals, splitProportionally, vatIncluded } from "./totals";

describe("VAT included in a consumer price", () => {
  it("extracts VAT from gross amounts, rounded half up", () => {
    expect(vatIncluded(12900, 11)).toBe(1278);
    expect(vatIncluded(12900, 24)).toBe(2497);
    expect(vatIncluded(222, 11)).toBe(22);
    expect(vatIncluded(1000, 0)).toBe(0);
    expect(vatIncluded(200, 100)).toBe(100);
  });
});

describe("proportional split", () => {
  it("sums exactly and gives leftover units to the largest remainders, ties to the earlier", () => {
    expect(splitProportionally(10, [1, 2, 3, 4])).toEqual([1, 2, 3, 4]);
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(splitProportionally(1000, [25800, 9980])).toEqual([721, 279]);
    expect(splitProportionally(5, [0, 0])).toEqual([0, 0]);
  });
});

describe("booking totals", () => {
  it("gives one VAT line for a single rate", () => {
    expect(bookingTotals([{ unitPrice: 12900, quantity: 1, vatRate: 11 }])).toEqual({
      subtotal: 12900,
      discount: 0,
      total: 12900,
      vat: [{ rate: 11, net: 11622, vat: 1278 }],
    });
  });

  it("groups items by rate, sorts the lines by rate and spreads a discount exactly", () => {
    const totals = bookingTotals(
      [
        { unitPrice: 4990, quantity: 2, vatRate: 24 },
        { unitPrice: 12900, quantity: 2, vatRate: 11 },
      ],
      1000,
    );
    expect(totals).toEqual({
      subtotal: 35780,
      discount: 1000,
      total: 34780,
      vat: [
        { rate: 11, net: 22594, vat: 2485 },
        { rate: 24, net: 7823, vat: 1878 },
      ],
    });
  });

  it("adds items of the same rate together and leaves out rates with nothing to tax", () => {
    const totals = bookingTotals([
      { unitPrice: 12900, quantity: 2, vatRate: 11 },
      { unitPrice: 6450, quantity: 1, vatRate: 11 },
      { unitPrice: 0, quantity: 2, vatRate: 0 },
      { unitPrice: 9900, quantity: 0, vatRate: 24 },
    ]);
    expect(totals.subtotal).toBe(32250);
    expect(totals.vat).toEqual([{ rate: 11, net: 29054, vat: 3196 }]);
  });

  it("handles a zero rate, a full discount and an empty booking", () => {
    expect(bookingTotals([{ unitPrice: 5000, quantity: 3, vatRate: 0 }]).vat).toEqual([
      { rate: 0, net: 15000, vat: 0 },
    ]);
    const free = bookingTotals([{ unitPrice: 12900, quantity: 1, vatRate: 11 }], 12900);
    expect(free.total).toBe(0);
    expect(free.vat).toEqual([{ rate: 11, net: 0, vat: 0 }]);
    expect(bookingTotals([])).toEqual({ subtotal: 0, discount: 0, total: 0, vat: [] });
  });

  it("keeps the VAT lines summing to the total for many mixed bookings", () => {
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const rates = [0, 11, 24, 5.5];
    for (let run = 0; run < 500; run++) {
      const items = Array.from({ length: 1 + next(5) }, () => ({
        unitPrice: next(50000),
        quantity: next(6),
        vatRate: rates[next(rates.length)] ?? 0,
      }));
      const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const totals = bookingTotals(items, next(subtotal + 1));
      const sum = totals.vat.reduce((acc, line) => acc + line.net + line.vat, 0);
      expect(sum).toBe(totals.total);
      for (const line of totals.vat) {
        expect(Number.isInteger(line.net) && Number.isInteger(line.vat)).toBe(true);
        expect(line.vat).toBe(vatIncluded(line.net + line.vat, line.rate));
      }
    }
  });

  it("rejects amounts that are not whole, negative quantities, rates out of range and too large discounts", () => {
    const item = { unitPrice: 1000, quantity: 1, vatRate: 11 };
    expect(() => bookingTotals([{ ...item, unitPrice: 12.5 }])).toThrow(/unitPrice/);
    expect(() => bookingTotals([{ ...item, unitPrice: -1 }])).toThrow(RangeError);
    expect(() => bookingTotals([{ ...item, quantity: -1 }])).toThrow(/quantity/);
    expect(() => bookingTotals([{ ...item, quantity: 1.5 }])).toThrow(RangeError);
    expect(() => bookingTotals([{ ...item, vatRate: -1 }])).toThrow(/vatRate/);
    expect(() => bookingTotals([{ ...item, vatRate: 101 }])).toThrow(RangeError);
    expect(() => bookingTotals([{ ...item, vatRate: Number.NaN }])).toThrow(RangeError);
    expect(() => bookingTotals([item], 1001)).toThrow(/exceed the subtotal 1000/);
    expect(() => bookingTotals([item], -1)).toThrow(/discount/);
    expect(() => bookingTotals([item], 0.5)).toThrow(RangeError);
    expect(bookingTotals([item], 1000).total).toBe(0);
  });
});
