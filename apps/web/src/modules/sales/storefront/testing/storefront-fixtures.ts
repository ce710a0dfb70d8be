import type {
  PublicBookingView,
  PublicCancellation,
  PublicCancelResult,
  PublicCompany,
  PublicEvent,
  PublicExperience,
} from "@stund/shared/contracts/bookings/public";

/** The storefront's clock in tests: 1 July 2027, 08:00 UTC (tests run with TZ=UTC). */
export const testNow = new Date("2027-07-01T08:00:00.000Z");

/**
 * Where the walk happens: Reykjavik keeps UTC all year, so its wall clock is the test process's.
 * Tests of the zone itself give the walk another one.
 */
export const reykjavik = "Atlantic/Reykjavik";

export const tenant = "acme";

export const company: PublicCompany = {
  name: "Acme Tours",
  identifier: "acme",
  currency: "ISK",
  termsAndConditions: "Bookings are binding once paid.",
  refundPolicy: "Full refund up to 24 hours before departure.",
};

export const walkId = "5a1f0c4e-0000-4000-8000-000000000001";
export const adultId = "5a1f0c4e-0000-4000-8000-0000000000a1";
export const childId = "5a1f0c4e-0000-4000-8000-0000000000c1";
export const hotelFieldId = "5a1f0c4e-0000-4000-8000-0000000000f1";
export const dietFieldId = "5a1f0c4e-0000-4000-8000-0000000000f2";
export const participantFieldId = "5a1f0c4e-0000-4000-8000-0000000000f3";

export const glacierWalk: PublicExperience = {
  id: walkId,
  tag: "glacier-walk",
  name: { EN: "Glacier walk", IS: "Jöklaganga" },
  shortDescription: { EN: "Walk on Sólheimajökull.", IS: "Gengið á Sólheimajökul." },
  description: {
    EN: "Three hours on the ice with a guide.",
    IS: "Þrjár klukkustundir á ísnum með leiðsögumanni.",
  },
  images: ["https://images.example/glacier.jpg"],
  pictures: [
    {
      url: "https://images.example/glacier.jpg",
      width: 2400,
      height: 1600,
      sources: [
        {
          type: "image/avif",
          srcset:
            "/files/glacier-480.avif 480w, /files/glacier-960.avif 960w, /files/glacier-1600.avif 1600w",
        },
        {
          type: "image/webp",
          srcset:
            "/files/glacier-480.webp 480w, /files/glacier-960.webp 960w, /files/glacier-1600.webp 1600w",
        },
      ],
    },
  ],
  durationMinutes: 180,
  currency: "ISK",
  fromPrice: 6450,
  ticketCategories: [
    {
      id: adultId,
      name: { EN: "Adult", IS: "Fullorðinn" },
      price: 12900,
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 50,
    },
    {
      id: childId,
      name: { EN: "Child", IS: "Barn" },
      price: 6450,
      vatRate: 11,
      minPerBooking: 0,
      maxPerBooking: 50,
    },
  ],
  customFields: [
    {
      id: hotelFieldId,
      label: { EN: "Hotel for pick-up", IS: "Hótel til að sækja" },
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
      id: participantFieldId,
      label: { EN: "Shoe size", IS: "Skóstærð" },
      type: "Number",
      required: true,
      options: [],
      per: "Participant",
    },
  ],
  cancellationPolicy: { freeUntilHours: 24, feePercent: 50 },
  timeZone: reykjavik,
};

export const whaleWatching: PublicExperience = {
  ...glacierWalk,
  id: "5a1f0c4e-0000-4000-8000-000000000002",
  tag: "whales",
  name: { EN: "Whale watching", IS: "Hvalaskoðun" },
  shortDescription: { EN: "Humpbacks in the bay.", IS: "Hnúfubakar í flóanum." },
  images: [],
  pictures: [],
  durationMinutes: 45,
  fromPrice: 9900,
  customFields: [],
};

function departure(id: string, start: string, overrides: Partial<PublicEvent> = {}): PublicEvent {
  const end = new Date(Date.parse(start) + 3 * 3_600_000).toISOString();
  return {
    id,
    experienceId: walkId,
    start,
    end,
    available: 11,
    soldOut: false,
    delayed: false,
    ...overrides,
  };
}

/** 2 July: a sold-out morning and an open afternoon; 5 July: one departure. */
export const soldOutMorning = departure("5a1f0c4e-0000-4000-8000-0000000000e1", "2027-07-02T09:00:00.000Z", {
  available: 0,
  soldOut: true,
});
export const afternoon = departure("5a1f0c4e-0000-4000-8000-0000000000e2", "2027-07-02T13:00:00.000Z");
export const laterWalk = departure("5a1f0c4e-0000-4000-8000-0000000000e3", "2027-07-05T10:00:00.000Z", {
  available: 4,
});

export const bookingId = "5a1f0c4e-0000-4000-8000-0000000000b1";

/** The walk's policy (free until 24 hours before, then half kept) seen from testNow: still free. */
export function cancellation(overrides: Partial<PublicCancellation> = {}): PublicCancellation {
  return {
    allowed: true,
    refusal: null,
    fee: 0,
    refund: 0,
    free: true,
    freeUntilHours: 24,
    feePercent: 50,
    freeUntil: "2027-07-01T13:00:00.000Z",
    ...overrides,
  };
}

export function bookingView(overrides: Partial<PublicBookingView> = {}): PublicBookingView {
  return {
    id: bookingId,
    reference: "K7F3-9QXA",
    status: "Pending",
    expiresAt: "2027-07-01T08:14:05.000Z",
    company: "Acme Tours",
    experience: glacierWalk.name,
    start: afternoon.start,
    end: afternoon.end,
    timeZone: reykjavik,
    items: [
      { name: { EN: "Adult", IS: "Fullorðinn" }, quantity: 2, unitPrice: 12900 },
      { name: { EN: "Child", IS: "Barn" }, quantity: 1, unitPrice: 6450 },
    ],
    total: 32250,
    paid: 0,
    refunded: 0,
    currency: "ISK",
    paymentStatus: "Unpaid",
    customerName: "Anna Jónsdóttir",
    paymentUrl: "https://pay.example/checkout/abc",
    cancelledAt: null,
    cancellation: cancellation(),
    ...overrides,
  };
}

/** The confirmed, paid booking as the cancel answer has it, with `overrides` on the answer. */
export function cancelResult(overrides: Partial<PublicCancelResult> = {}): PublicCancelResult {
  return {
    booking: bookingView({
      status: "Confirmed",
      paid: 32250,
      refunded: 32250,
      paymentStatus: "Refunded",
      paymentUrl: null,
      expiresAt: null,
      cancelledAt: testNow.toISOString(),
      cancellation: cancellation({ allowed: false, refusal: "Cancelled", refund: 32250 }),
    }),
    fee: 0,
    refund: 32250,
    free: true,
    refundStatus: "Refunded",
    ...overrides,
  };
}
