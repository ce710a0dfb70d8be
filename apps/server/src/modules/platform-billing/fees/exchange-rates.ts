/**
 * The platform bills companies in euros while their bookings are taken in their own currency
 * (mostly ISK). Booking fees are converted at these rates when they are invoiced. The defaults are
 * approximate reference rates; an installation sets its own with FEE_RATES_TO_EUR, e.g.
 * "ISK=0.0066,DKK=0.134", and each converted invoice line states the rate it used.
 */
const defaultRatesToEur: Record<string, number> = {
  EUR: 1,
  ISK: 0.0066,
  DKK: 0.134,
  SEK: 0.087,
  NOK: 0.085,
  USD: 0.92,
  GBP: 1.17,
};

export function ratesToEur(env: NodeJS.ProcessEnv = process.env): Record<string, number> {
  const rates = { ...defaultRatesToEur };
  for (const pair of (env.FEE_RATES_TO_EUR ?? "").split(",")) {
    const [currency, value] = pair.split("=").map((part) => part.trim());
    const rate = Number(value);
    if (currency && /^[A-Za-z]{3}$/.test(currency) && Number.isFinite(rate) && rate > 0) {
      rates[currency.toUpperCase()] = rate;
    }
  }
  return rates;
}

/** The amount in euros, rounded to cents, or null when no rate is known for the currency. */
export function toEur(amount: number, currency: string, rates: Record<string, number>): number | null {
  const rate = rates[currency.toUpperCase()];
  if (rate === undefined) return null;
  return Math.round(amount * rate * 100) / 100;
}
