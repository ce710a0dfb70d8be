import { z } from "zod";
import { bookingStatuses, creatorKinds, paymentStatuses } from "../../bookings/enums";
import { paymentMethods, salesChannels } from "../../enums";

const uuid = z.string().uuid("Must be an id");

export const bookingItemRequestSchema = z.object({
  eventId: uuid,
  ticketCategoryId: uuid,
  quantity: z
    .number()
    .int("Must be a whole number")
    .min(0, "Must be 0 or more")
    .max(1000, "Must be 1000 or less"),
});

export const bookingCustomerSchema = z.object({
  name: z.string().trim().max(200, "Must be 200 characters or fewer").optional(),
  email: z.string().trim().email("Enter a valid email address").max(254).optional().or(z.literal("")),
  phone: z.string().trim().max(40, "Must be 40 characters or fewer").optional(),
  country: z.string().trim().max(2).optional(),
  language: z.enum(["EN", "IS"]).optional(),
});

export const bookingAnswerSchema = z.object({
  fieldId: uuid,
  value: z.union([
    z.string().max(2000),
    z.number(),
    z.boolean(),
    z.array(z.string().max(200)).max(50),
    z.null(),
  ]),
});

/** POST /{tenant}/api/{project}/bookings: a booking made by staff at the desk or on the phone. */
export const staffBookingBodySchema = z.object({
  items: z.array(bookingItemRequestSchema).min(1, "Choose at least one ticket").max(50),
  customer: bookingCustomerSchema.default({}),
  answers: z.array(bookingAnswerSchema).max(100).default([]),
  /**
   * Cash: paid now at the desk, confirmed. Unknown: confirmed, left unpaid. Card: held for 15
   * minutes while the customer pays on the broker's page (POST /paymentsettings/ticket) or by a
   * payment link (GET /paymentsettings/link/{id}, which holds the seats as long as the link is open).
   */
  paymentMethod: z.enum(["Cash", "Unknown", "Card"]),
  salesUnitId: uuid.optional(),
  /** Sell past the seats left on purpose (managers and administrators). */
  overbook: z.boolean().default(false),
});
export type StaffBookingBody = z.input<typeof staffBookingBodySchema>;

export const bookingItemSchema = z.object({
  ticketCategoryId: z.string(),
  name: z.object({ EN: z.string(), IS: z.string() }),
  quantity: z.number(),
  unitPrice: z.number(),
  vatRate: z.number(),
});

export const bookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(bookingStatuses),
  eventId: z.string().nullable(),
  seats: z.number(),
  expiresAt: z.string().nullable(),
  channel: z.enum(salesChannels),
  creatorKind: z.enum(creatorKinds),
  customer: bookingCustomerSchema,
  currency: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  vat: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
  paid: z.number(),
  refunded: z.number(),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  overbooked: z.boolean(),
  items: z.array(bookingItemSchema),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
