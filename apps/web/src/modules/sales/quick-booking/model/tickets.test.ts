import { describe, expect, it } from "vitest";
import { glacierWalk, adultId, childId } from "../testing/quick-booking-fixtures";
import { maxQuantity, quantityOf, seatsOf, ticketLines, totalOf } from "./tickets";

const [adult, child] = glacierWalk.ticketCategories;

describe("ticketLines", () => {
  it("prices the chosen categories for the desk's channel and leaves out empty ones", () => {
    const lines = ticketLines(glacierWalk.ticketCategories, { [adultId]: 2, [childId]: "" });
    expect(
      lines.map(({ category, quantity, unitPrice, amount }) => [category.id, quantity, unitPrice, amount]),
    ).toEqual([[adultId, 2, 12900, 25800]]);
    expect(seatsOf(lines)).toBe(2);
    expect(totalOf(lines)).toBe(25800);
  });

  it("uses the departure's own price, and its channel price before it", () => {
    const lines = ticketLines(
      glacierWalk.ticketCategories,
      { [adultId]: 1, [childId]: 1 },
      {
        priceOverrides: {
          [adultId]: { price: 9900, channelPrices: { Public: 9500 } },
          [childId]: { price: 5000, channelPrices: { Agent: 1 } },
        },
      },
    );
    expect(lines.map((line) => line.unitPrice)).toEqual([9500, 5000]);
  });
});

describe("quantityOf", () => {
  it("reads typed counts as whole tickets", () => {
    expect(quantityOf("3")).toBe(3);
    expect(quantityOf("")).toBe(0);
    expect(quantityOf(-2)).toBe(0);
    expect(quantityOf(2.7)).toBe(2);
  });
});

describe("maxQuantity", () => {
  it("is the category's limit or the seats left, whichever is fewer", () => {
    expect(maxQuantity(adult!, 11)).toBe(11);
    expect(maxQuantity(child!, 11)).toBe(10);
    expect(maxQuantity(adult!, undefined)).toBe(20);
    expect(maxQuantity(adult!, -1)).toBe(0);
  });
});
