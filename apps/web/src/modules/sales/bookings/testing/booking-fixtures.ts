import type {
  BookingDetail,
  BookingSummary,
  EventManifest,
} from "@stund/shared/contracts/bookings/booking-list";
import { glacierWalkId } from "../../../../components/testing/experience-fixtures";

export const bookingId = "9a1b2c3d-0000-4000-8000-000000000001";
export const eventId = "0b0e7c1e-0000-4000-8000-000000000010";
export const salesUnitId = "3c4d5e6f-0000-4000-8000-000000000001";
export const staffUserId = "8f7e6d5c-0000-4000-8000-000000000001";

/** Two adults and a child on the glacier walk at 09:00 UTC on 1 July 2027, paid in cash at the desk. */
export function bookingSummary(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    id: bookingId,
    reference: "K7F3-9QXA",
    status: "Confirmed",
    paymentStatus: "Paid",
    paymentMethod: "Cash",
    channel: "Public",
    salesUnitId,
    salesUnitName: "Front desk",
    customer: { name: "Jón Jónsson", email: "jon@example.is", phone: "+354 555 1234" },
    eventId,
    eventStart: "2027-07-01T09:00:00.000Z",
    experienceId: glacierWalkId,
    experienceName: { EN: "Glacier walk", IS: "Jöklaganga" },
    seats: 3,
    total: 32250,
    paid: 32250,
    currency: "ISK",
    checkedIn: 0,
    overbooked: false,
    createdAt: "2027-06-20T12:30:00.000Z",
    ...overrides,
  };
}

export function bookingDetail(overrides: Partial<BookingDetail> = {}): BookingDetail {
  return {
    ...bookingSummary(),
    customer: {
      name: "Jón Jónsson",
      email: "jon@example.is",
      phone: "+354 555 1234",
      country: "IS",
      language: "IS",
    },
    items: [
      {
        ticketCategoryId: "5d7a0a10-0000-4000-8000-000000000001",
        name: { EN: "Adult", IS: "Fullorðinn" },
        quantity: 2,
        unitPrice: 12900,
        vatRate: 11,
      },
      {
        ticketCategoryId: "5d7a0a10-0000-4000-8000-000000000002",
        name: { EN: "Child", IS: "Barn" },
        quantity: 1,
        unitPrice: 6450,
        vatRate: 11,
      },
    ],
    answers: [
      {
        fieldId: "6e8b1b20-0000-4000-8000-000000000001",
        label: { EN: "Pickup hotel", IS: "Hótel" },
        value: "Hotel Borg",
      },
      { fieldId: "6e8b1b20-0000-4000-8000-000000000009", label: null, value: true },
    ],
    vat: [{ rate: 11, net: 29054, vat: 3196 }],
    subtotal: 32250,
    discount: 0,
    refunded: 0,
    expiresAt: null,
    confirmedAt: "2027-06-20T12:30:00.000Z",
    cancelledAt: null,
    creatorKind: "Staff",
    createdBy: { id: staffUserId, name: "Anna Guide" },
    history: [
      {
        at: "2027-06-20T12:30:00.000Z",
        action: "Created",
        actorKind: "Staff",
        actorUserId: staffUserId,
        actorName: "Anna Guide",
        details: { status: "Confirmed", seats: 3, total: 32250, overbooked: false, paid: 32250 },
      },
      {
        at: "2027-06-21T08:00:00.000Z",
        action: "PaymentDeclined",
        actorKind: "System",
        actorUserId: null,
        actorName: null,
        details: { amount: 5000 },
      },
    ],
    transactions: [
      {
        id: "1e2f3a4b-0000-4000-8000-000000000001",
        kind: "Payment",
        broker: "None",
        method: "Cash",
        amount: 32250,
        currency: "ISK",
        result: "Success",
        brokerReference: null,
        refundReason: null,
        note: "",
        createdAt: "2027-06-20T12:30:00.000Z",
      },
      {
        id: "1e2f3a4b-0000-4000-8000-000000000002",
        kind: "Refund",
        broker: "Teya",
        method: "Card",
        amount: 5000,
        currency: "ISK",
        result: "Failed",
        brokerReference: "TY-889",
        refundReason: "CustomerRequest",
        note: "",
        createdAt: "2027-06-22T10:15:00.000Z",
      },
    ],
    ...overrides,
  };
}

/** The departure's passenger list: a confirmed family and a live hold. */
export function eventManifest(overrides: Partial<EventManifest> = {}): EventManifest {
  return {
    eventId,
    eventStart: "2027-07-01T09:00:00.000Z",
    experienceName: { EN: "Glacier walk", IS: "Jöklaganga" },
    bookings: [
      {
        id: bookingId,
        reference: "K7F3-9QXA",
        status: "Confirmed",
        customer: { name: "Jón Jónsson", email: "jon@example.is", phone: "" },
        items: [
          { name: { EN: "Adult", IS: "Fullorðinn" }, quantity: 2 },
          { name: { EN: "Child", IS: "Barn" }, quantity: 1 },
        ],
        seats: 3,
        checkedIn: 0,
        paymentStatus: "Paid",
        total: 32250,
        paid: 32250,
        currency: "ISK",
        answers: [],
      },
      {
        id: "9a1b2c3d-0000-4000-8000-000000000002",
        reference: "P2HX-7RTA",
        status: "Pending",
        customer: { name: "Sigga", email: "", phone: "" },
        items: [{ name: { EN: "Adult", IS: "Fullorðinn" }, quantity: 2 }],
        seats: 2,
        checkedIn: 0,
        paymentStatus: "PaymentLink",
        total: 25800,
        paid: 0,
        currency: "ISK",
        answers: [],
      },
    ],
    totals: { seats: 5, checkedIn: 0 },
    ...overrides,
  };
}
