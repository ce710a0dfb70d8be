/**
 * Prices as the audit log shows them: by ticket category name (and "name · channel" for a
 * channel's own price), in major units of the currency, so the log reads without a lookup.
 */
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import { toMajorUnits } from "@stund/shared/money/money";

interface PricedCategory {
  id: string;
  name: { EN: string };
  price: number;
  channelPrices?: Partial<Record<string, number>>;
}

type PriceValues = Record<string, number>;

function put(values: PriceValues, label: string, minor: number | undefined, currency: string): void {
  if (minor !== undefined) values[label] = toMajorUnits(minor, currency);
}

function channelPrices(
  values: PriceValues,
  name: string,
  prices: Partial<Record<string, number>> | undefined,
  currency: string,
): void {
  for (const [channel, minor] of Object.entries(prices ?? {}).sort(([a], [b]) => a.localeCompare(b)))
    put(values, `${name} · ${channel}`, minor, currency);
}

/** An experience's own prices. */
export function categoryPriceValues(categories: readonly PricedCategory[], currency: string): PriceValues {
  const values: PriceValues = {};
  for (const category of categories) {
    put(values, category.name.EN, category.price, currency);
    channelPrices(values, category.name.EN, category.channelPrices, currency);
  }
  return values;
}

/** A departure's or a series' overrides of its experience's prices; `names` by category id. */
export function overridePriceValues(
  overrides: PriceOverrides,
  names: Readonly<Record<string, string>>,
  currency: string,
): PriceValues {
  const values: PriceValues = {};
  for (const [id, override] of Object.entries(overrides)) {
    const name = names[id] ?? id;
    put(values, name, override.price, currency);
    channelPrices(values, name, override.channelPrices, currency);
  }
  return values;
}

/** Whether two sets of price values say the same, whatever order their keys came in. */
export function samePrices(a: PriceValues, b: PriceValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** Ticket category names by id, as overridePriceValues takes them. */
export const categoryNames = (categories: readonly { id: string; name: { EN: string } }[]) =>
  Object.fromEntries(categories.map((category) => [category.id, category.name.EN]));
