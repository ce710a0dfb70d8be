import { describe, expect, it } from "vitest";
import type { TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import { bookingDetail } from "../testing/booking-fixtures";
import { quantityProblems, quantityRows } from "./quantity-rows";

const adult: TicketCategory = {
  id: "5d7a0a10-0000-4000-8000-000000000001",
  name: { EN: "Adult", IS: "Fullorðinn" },
  price: 15000,
  channelPrices: {},
  vatRate: 11,
  minPerBooking: 1,
  maxPerBooking: 6,
};
const infant: TicketCategory = {
  ...adult,
  id: "infant",
  name: { EN: "Infant", IS: "Ungabarn" },
  minPerBooking: 0,
};

describe("ticket rows of a booking", () => {
  it("lists the experience's categories in order, then booked ones it no longer sells", () => {
    const rows = quantityRows(bookingDetail().items, [infant, adult]);
    expect(rows.map((r) => [r.ticketCategoryId, r.min, r.max, r.bookedPrice])).toEqual([
      ["infant", 0, 6, null],
      [adult.id, 1, 6, 12900],
      ["5d7a0a10-0000-4000-8000-000000000002", 0, 1000, 6450],
    ]);
  });

  it("finds all at 0 and changed quantities outside their limits, leaving unchanged and dropped ones alone", () => {
    const items = bookingDetail().items.map((item) => ({
      ...item,
      quantity: item.ticketCategoryId === adult.id ? 8 : 1,
    }));
    const rows = quantityRows(items, [adult, infant]);
    const ask = (adults: number, infants: number) =>
      quantityProblems(
        rows,
        [
          { ticketCategoryId: adult.id, quantity: adults },
          { ticketCategoryId: "infant", quantity: infants },
        ],
        items,
      );
    expect(ask(8, 0)).toEqual({ none: false, outOfRange: [] });
    expect(ask(7, 7)).toEqual({ none: false, outOfRange: [adult.id, "infant"] });
    expect(ask(0, 2)).toEqual({ none: false, outOfRange: [] });
    expect(quantityProblems(rows, [{ ticketCategoryId: adult.id, quantity: 0 }], items).none).toBe(true);
  });
});
