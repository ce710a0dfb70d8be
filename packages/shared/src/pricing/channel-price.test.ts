import { describe, expect, it } from "vitest";
import { fromPrice, priceFor, type PricedCategory } from "./channel-price";

const adult: PricedCategory = { id: "adult", price: 12900, channelPrices: { Agent: 10965, Kiosk: 12500 } };
const child: PricedCategory = { id: "child", price: 6450, channelPrices: {} };

describe("prices per sales channel", () => {
  it("uses the channel's own price, else the category's price", () => {
    expect(priceFor(adult, "Public", {})).toBe(12900);
    expect(priceFor(adult, "Agent")).toBe(10965);
    expect(priceFor(child, "Agent")).toBe(6450);
  });

  it("lets a series and then an event override, the most specific first", () => {
    const series = { adult: { price: 11900, channelPrices: { Agent: 9900 } } };
    const event = { adult: { price: 14900 } };
    expect(priceFor(adult, "Public", { series })).toBe(11900);
    expect(priceFor(adult, "Agent", { series })).toBe(9900);
    expect(priceFor(adult, "Kiosk", { series })).toBe(11900);
    expect(priceFor(adult, "Agent", { series, event })).toBe(14900);
    expect(priceFor(adult, "Agent", { series, event: { adult: { channelPrices: { Agent: 8000 } } } })).toBe(
      8000,
    );
    expect(priceFor(child, "Public", { series, event })).toBe(6450);
  });

  it("keeps a free category free and shows the lowest price as the from-price", () => {
    const infant: PricedCategory = { id: "infant", price: 0, channelPrices: {} };
    expect(priceFor(infant, "Web", { series: { infant: { channelPrices: {} } } })).toBe(0);
    expect(fromPrice([adult, child], "Agent")).toBe(6450);
    expect(fromPrice([adult, child, infant], "Public")).toBe(6450);
    expect(fromPrice([adult, child, infant])).toBe(6450);
    expect(fromPrice([infant])).toBe(0);
    expect(fromPrice([adult], "Agent")).toBe(10965);
    expect(fromPrice([], "Public")).toBeNull();
  });
});
