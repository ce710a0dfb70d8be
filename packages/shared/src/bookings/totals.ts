/**
 * Totals of a booking from its items. Prices are consumer prices that include VAT (Icelandic
 * practice), so VAT is extracted from gross amounts rather than added on top. Everything is in
 * whole minor units of the booking's currency, and the VAT lines always add up to the total to the
 * last unit, so a receipt never shows a rounding gap.
 */
export interface BookingItemAmount {
  /** Price of one ticket in minor units, VAT included. */
  unitPrice: number;
  quantity: number;
  /** VAT percentage, e.g. 11 or 24. */
  vatRate: number;
}

export interface VatLine {
  rate: number;
  /** Amount without VAT after the discount. */
  net: number;
  vat: number;
}

export interface BookingTotals {
  subtotal: number;
  discount: number;
  total: number;
  /** One line per rate with a non-zero gross amount, lowest rate first. */
  vat: VatLine[];
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of zero or more, got ${value}`);
  }
}

/**
 * Splits `amount` over `weights` in proportion, the parts summing exactly to `amount`: each part
 * is rounded down and the units left over go to the largest remainders (ties to the earlier
 * weight). BigInt keeps the products exact for any amounts the safe-integer checks let through.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return weights.map(() => 0);
  const parts = weights.map((weight, index) => {
    const product = BigInt(amount) * BigInt(weight);
    return { index, floor: Number(product / BigInt(total)), remainder: product % BigInt(total) };
  });
  let left = amount - parts.reduce((sum, part) => sum + part.floor, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left === 0) break;
    part.floor += 1;
    left -= 1;
  }
  return parts.map((part) => part.floor);
}

/** VAT contained in a VAT-inclusive amount, rounded half up to whole minor units. */
export function vatIncluded(gross: number, rate: number): number {
  return Math.round((gross * rate) / (100 + rate));
}

/**
 * Subtotal, discount, total and the VAT breakdown of a booking. The discount lowers each rate's
 * gross in proportion to that gross, so a discount on a mixed booking reduces the VAT of each rate
 * fairly. Throws RangeError on amounts that are not whole, negative quantities, a rate outside
 * 0–100 or a discount above the subtotal.
 */
export function bookingTotals(items: readonly BookingItemAmount[], discount = 0): BookingTotals {
  const grossByRate = new Map<number, number>();
  items.forEach((item, index) => {
    assertWhole(item.unitPrice, `items[${index}].unitPrice`);
    assertWhole(item.quantity, `items[${index}].quantity`);
    if (!Number.isFinite(item.vatRate) || item.vatRate < 0 || item.vatRate > 100) {
      throw new RangeError(`items[${index}].vatRate must be a percentage from 0 to 100, got ${item.vatRate}`);
    }
    const gross = item.unitPrice * item.quantity;
    assertWhole(gross, `items[${index}] amount`);
    grossByRate.set(item.vatRate, (grossByRate.get(item.vatRate) ?? 0) + gross);
  });
  const lines = [...grossByRate.entries()]
    .filter(([, gross]) => gross > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, gross }));
  const subtotal = lines.reduce((sum, line) => sum + line.gross, 0);
  assertWhole(subtotal, "subtotal");
  assertWhole(discount, "discount");
  if (discount > subtotal) {
    throw new RangeError(`discount ${discount} must not exceed the subtotal ${subtotal}`);
  }
  const shares = splitProportionally(
    discount,
    lines.map((line) => line.gross),
  );
  const vat = lines.map(({ rate, gross }, index) => {
    const discounted = gross - (shares[index] ?? 0);
    const tax = vatIncluded(discounted, rate);
    return { rate, net: discounted - tax, vat: tax };
  });
  return { subtotal, discount, total: subtotal - discount, vat };
}
