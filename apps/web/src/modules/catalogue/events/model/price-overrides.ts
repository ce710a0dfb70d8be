import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import { toMajorUnits, toMinorUnits } from "@stund/shared/money/money";

/** Per ticket category id, the override typed in major units; "" keeps the experience's price. */
export type PriceDrafts = Record<string, number | "">;

/** Saved overrides as the editor's drafts. */
export function priceDraftsFrom(overrides: PriceOverrides | undefined, currency: string): PriceDrafts {
  const drafts: PriceDrafts = {};
  for (const [categoryId, override] of Object.entries(overrides ?? {})) {
    if (override.price !== undefined) drafts[categoryId] = toMajorUnits(override.price, currency);
  }
  return drafts;
}

/**
 * The drafts as overrides in minor units. Only categories of the experience are sent; the
 * per-channel prices of `previous` are kept, since the editor only sets the main price.
 */
export function priceOverridesFrom(
  drafts: PriceDrafts,
  currency: string,
  categoryIds: readonly string[],
  previous: PriceOverrides = {},
): PriceOverrides {
  const result: PriceOverrides = {};
  for (const categoryId of categoryIds) {
    const draft = drafts[categoryId];
    const channelPrices = previous[categoryId]?.channelPrices ?? {};
    const hasChannelPrices = Object.keys(channelPrices).length > 0;
    if (typeof draft === "number")
      result[categoryId] = { price: toMinorUnits(draft, currency), channelPrices };
    else if (hasChannelPrices) result[categoryId] = { channelPrices };
  }
  return result;
}
