import type { Booking } from "@stund/shared/contracts/bookings/bookings";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { testEvent } from "../../../../components/testing/event-fixtures";
import { experience, summary } from "../../../../components/testing/experience-fixtures";

export const walkId = "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e01";
export const adultId = "5d7a0a10-0000-4000-8000-000000000001";
export const childId = "5d7a0a10-0000-4000-8000-000000000002";
export const hotelFieldId = "6e8b1b20-0000-4000-8000-000000000001";
export const dietFieldId = "6e8b1b20-0000-4000-8000-000000000002";
export const nameFieldId = "6e8b1b20-0000-4000-8000-000000000003";

/** "Now" in the tests: 08:00 in Reykjavik on 1 July 2027. */
export const testNow = new Date("2027-07-01T08:00:00.000Z");

/** The glacier walk with adults and children, a required and an optional question, and a per-person one. */
export const glacierWalk: Experience = experience({
  ticketCategories: [
    {
      id: adultId,
      name: { EN: "Adult", IS: "Fullorðinn" },
      price: 12900,
      channelPrices: { Agent: 11000 },
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 20,
    },
    {
      id: childId,
      name: { EN: "Child", IS: "Barn" },
      price: 6450,
      channelPrices: {},
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 10,
    },
  ],
  customFields: [
    {
      id: hotelFieldId,
      label: { EN: "Pickup hotel", IS: "Hótel til að sækja" },
      type: "Text",
      required: true,
      options: [],
      per: "Booking",
    },
    {
      id: dietFieldId,
      label: { EN: "Diet", IS: "Mataræði" },
      type: "Dropdown",
      required: false,
      options: [
        { EN: "Vegan", IS: "Vegan" },
        { EN: "None", IS: "Ekkert" },
      ],
      per: "Booking",
    },
    {
      id: nameFieldId,
      label: { EN: "Participant name", IS: "Nafn þátttakanda" },
      type: "Text",
      required: true,
      options: [],
      per: "Participant",
    },
  ],
});

export const walkSummary = summary({ id: walkId });
export const whalesSummary = summary({
  id: "0b8c6a3e-55f1-4b8e-9d43-6f3a1c2b9e02",
  tag: "whales",
  name: { EN: "Whale watching", IS: "Hvalaskoðun" },
});

const onWalk = { experienceId: walkId, experienceTag: "glacier-walk" };

/** 10:00 today with 11 seats left. */
export const morning = testEvent({
  ...onWalk,
  id: "0b0e7c1e-0000-4000-8000-000000000010",
  start: "2027-07-01T10:00:00.000Z",
  end: "2027-07-01T12:30:00.000Z",
  localStart: "2027-07-01T10:00",
});
/** 14:00 today, closed for sale. */
export const closedAfternoon = testEvent({
  ...onWalk,
  id: "0b0e7c1e-0000-4000-8000-000000000011",
  start: "2027-07-01T14:00:00.000Z",
  end: "2027-07-01T16:30:00.000Z",
  localStart: "2027-07-01T14:00",
  status: "Closed",
});
/** 07:00 today, already gone at 08:00. */
export const early = testEvent({
  ...onWalk,
  id: "0b0e7c1e-0000-4000-8000-000000000012",
  start: "2027-07-01T07:00:00.000Z",
  end: "2027-07-01T09:30:00.000Z",
  localStart: "2027-07-01T07:00",
});

/** The server's answer to booking two adults and a child on the morning departure, paid in cash. */
export function bookedAnswer(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "9a1b2c3d-0000-4000-8000-000000000001",
    reference: "K7F3-9QXA",
    status: "Confirmed",
    eventId: morning.id,
    seats: 3,
    expiresAt: null,
    channel: "Public",
    creatorKind: "Staff",
    customer: { name: "Jón Jónsson" },
    currency: "ISK",
    subtotal: 32250,
    discount: 0,
    total: 32250,
    vat: [{ rate: 11, net: 29054, vat: 3196 }],
    paid: 32250,
    refunded: 0,
    paymentStatus: "Paid",
    paymentMethod: "Cash",
    overbooked: false,
    items: [
      {
        ticketCategoryId: adultId,
        name: { EN: "Adult", IS: "Fullorðinn" },
        quantity: 2,
        unitPrice: 12900,
        vatRate: 11,
      },
      {
        ticketCategoryId: childId,
        name: { EN: "Child", IS: "Barn" },
        quantity: 1,
        unitPrice: 6450,
        vatRate: 11,
      },
    ],
    createdAt: "2027-07-01T08:00:00.000Z",
    ...overrides,
  };
}
