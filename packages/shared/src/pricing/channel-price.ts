import type { SalesChannel } from "../enums";

/** What a price depends on: the category's own prices and the overrides of a series or event. */
export interface PricedCategory {
  id: string;
  price: number;
  channelPrices: Partial<Record<SalesChannel, number>>;
}
export type CategoryOverrides = Record<
  string,
  { price?: number; channelPrices?: Partial<Record<SalesChannel, number>> }
>;

/**
 * The price in minor units of one ticket of a category sold on a channel. The most specific
 * wins: the event's price for that channel, the event's price, the series' price for that
 * channel, the series' price, the category's price for that channel, the category's price.
 */
export function priceFor(
  category: PricedCategory,
  channel: SalesChannel,
  overrides: { event?: CategoryOverrides; series?: CategoryOverrides } = {},
): number {
  for (const layer of [overrides.event, overrides.series]) {
    const own = layer?.[category.id];
    if (!own) continue;
    const onChannel = own.channelPrices?.[channel];
    if (onChannel !== undefined) return onChannel;
    if (own.price !== undefined) return own.price;
  }
  return category.channelPrices[channel] ?? category.price;
}

/**
 * The "from" price of a category list: the lowest paid price on the channel (the base prices
 * without one), since a free category (infants) cannot be booked on its own; 0 when all are free,
 * null without categories.
 */
export function fromPrice(
  categories: readonly PricedCategory[],
  channel?: SalesChannel,
  overrides: { event?: CategoryOverrides; series?: CategoryOverrides } = {},
): number | null {
  if (categories.length === 0) return null;
  const prices = categories.map((category) =>
    channel ? priceFor(category, channel, overrides) : category.price,
  );
  const paid = prices.filter((price) => price > 0);
  return paid.length > 0 ? Math.min(...paid) : 0;
}
