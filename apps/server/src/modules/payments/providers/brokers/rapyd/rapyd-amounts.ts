import { currencyMinorDigits, roundToMinor } from "@stund/shared/money/money";
import { BrokerCallError } from "../../payment-broker.types";

/** Digits of a currency's minor unit: ours for the currencies we sell in, ISO 4217 (via Intl) otherwise. */
export function minorDigits(currency: string): number {
  const known = (currencyMinorDigits as Record<string, number | undefined>)[currency];
  if (known !== undefined) return known;
  try {
    const format = new Intl.NumberFormat("en", { style: "currency", currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    throw new BrokerCallError(`"${currency}" is not a currency code Rapyd knows`);
  }
}

/**
 * Our whole minor units to Rapyd's major-unit amount: ISK 15000 stays 15000, EUR 1050 becomes
 * 10.5. Dividing an integer by a power of ten gives the double nearest the decimal, which
 * JSON.stringify writes back as that decimal, so the signed body carries the exact amount.
 */
export function toRapydAmount(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new BrokerCallError(`The amount ${minor} is not a whole number of minor units`);
  }
  return minor / 10 ** minorDigits(currency);
}

/** Rapyd's major-unit amount (a number, or a numeric string) back to our whole minor units, rounded as written. */
export function fromRapydAmount(major: unknown, currency: string): number {
  const value = typeof major === "string" ? Number(major) : major;
  if (typeof value !== "number" || !Number.isFinite(value)) return 0;
  return roundToMinor(value, minorDigits(currency));
}
