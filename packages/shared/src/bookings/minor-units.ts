/**
 * ISO 4217 decimals of the currencies we sell in: amounts are kept as whole minor units, so ISK
 * (no decimals) 15000 is 15.000 kr. and EUR 1050 is 10,50 €.
 */
const decimals: Record<string, number> = { ISK: 0, JPY: 0, KRW: 0 };

export const currencyDecimals = (currency: string): number => decimals[currency.toUpperCase()] ?? 2;

/** Whole minor units to the major unit, e.g. EUR 1050 → 10.5, ISK 15000 → 15000. */
export const toMajorUnits = (amount: number, currency: string): number =>
  amount / 10 ** currencyDecimals(currency);

/**
 * The major unit to whole minor units, rounded half away from zero. The product is first cut to
 * six decimals, so binary fractions (0.285 × 100 = 28.499999…) round as written.
 */
export const toMinorUnits = (amount: number, currency: string): number => {
  const scaled = Number((amount * 10 ** currencyDecimals(currency)).toFixed(6));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
};
