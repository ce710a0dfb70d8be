import { z } from "zod";
import { bookingStatuses, creatorKinds, paymentStatuses, transactionResults } from "../../bookings/enums";
import { paymentMethods, salesChannels } from "../../enums";
import { validationMessages as m } from "../validation-messages";
import { bookingItemSchema } from "./bookings";

const isoInstant = z.iso.datetime({ offset: true, message: "Use a date and time as ISO 8601" });
const id = z.string().uuid("Must be an id");
const bilingual = z.object({ EN: z.string(), IS: z.string() });
/** Query strings arrive as text; whole numbers are read from it. */
const wholeQueryNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "Must be a whole number" })
    .int("Must be a whole number")
    .min(min, m.min(min))
    .max(max, m.max(max));

export const bookingPageSizeMax = 200;
export const bookingExportRowCap = 50_000;

/** The filters of the booking list and of its CSV export. */
const filterShape = {
  /** Part of a reference, customer name, email or phone; a typed reference is normalised. */
  q: z.string().trim().max(200, m.maxChars(200)).optional(),
  /** The departure starts at or after `from` and before `to`. */
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  experienceId: id.optional(),
  /** Expired also finds pending bookings whose hold has run out; Pending only live holds. */
  status: z.enum(bookingStatuses).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
  channel: z.enum(salesChannels).optional(),
  salesUnitId: id.optional(),
};
const rangeInOrder = (f: { from?: string; to?: string }) =>
  !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to);
const rangeMessage = { message: "Must not be before from", path: ["to"] };

/** GET /{tenant}/api/{project}/bookings/export.csv: every match, up to the export cap. */
export const bookingFilterSchema = z.object(filterShape).refine(rangeInOrder, rangeMessage);
export type BookingFilter = z.output<typeof bookingFilterSchema>;

/** GET /{tenant}/api/{project}/bookings, newest first. */
export const bookingListQuerySchema = z
  .object({
    ...filterShape,
    page: wholeQueryNumber(1, 1_000_000).default(1),
    pageSize: wholeQueryNumber(1, bookingPageSizeMax).default(50),
  })
  .refine(rangeInOrder, rangeMessage);
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

export const bookingCustomerSummarySchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** One row of the booking list. Money in minor units of `currency`. */
export const bookingSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** A pending booking whose hold has run out shows Expired. */
  status: z.enum(bookingStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  channel: z.enum(salesChannels),
  salesUnitId: z.string().nullable(),
  salesUnitName: z.string().nullable(),
  customer: bookingCustomerSummarySchema,
  eventId: z.string().nullable(),
  eventStart: z.string().nullable(),
  experienceId: z.string().nullable(),
  experienceName: bilingual.nullable(),
  seats: z.number(),
  total: z.number(),
  paid: z.number(),
  currency: z.string(),
  checkedIn: z.number(),
  overbooked: z.boolean(),
  createdAt: z.string(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingListSchema = z.object({
  items: z.array(bookingSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingList = z.infer<typeof bookingListSchema>;

/** An answer to a booking question, with the question's label when the experience still has it. */
export const bookingAnswerViewSchema = z.object({
  fieldId: z.string(),
  label: bilingual.nullable(),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
});

export const bookingHistoryEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  actorKind: z.string(),
  actorUserId: z.string().nullable(),
  /** The staff user's name; null for the customer, an agent or the system. */
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});

export const bookingTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(["Payment", "Refund"]),
  broker: z.string(),
  method: z.string(),
  amount: z.number(),
  currency: z.string(),
  result: z.enum(transactionResults),
  brokerReference: z.string().nullable(),
  refundReason: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** GET /{tenant}/api/{project}/bookings/{id}. History oldest first. */
export const bookingDetailSchema = bookingSummarySchema.extend({
  customer: bookingCustomerSummarySchema.extend({
    country: z.string(),
    language: z.enum(["EN", "IS"]).nullable(),
  }),
  items: z.array(bookingItemSchema),
  answers: z.array(bookingAnswerViewSchema),
  vat: z.array(z.object({ rate: z.number(), net: z.number(), vat: z.number() })),
  subtotal: z.number(),
  discount: z.number(),
  refunded: z.number(),
  expiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  creatorKind: z.enum(creatorKinds),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  history: z.array(bookingHistoryEntrySchema),
  transactions: z.array(bookingTransactionSchema),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

/** POST /{tenant}/api/{project}/bookings/{id}/check-in: how many of the booking's seats have arrived. */
export const checkInBodySchema = z.object({
  seats: z.number({ error: m.required }).int("Must be a whole number").min(0, m.min(0)),
});
export type CheckInBody = z.infer<typeof checkInBodySchema>;

/** One booking on a departure's manifest. */
export const manifestBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(bookingStatuses),
  customer: bookingCustomerSummarySchema,
  items: z.array(z.object({ name: bilingual, quantity: z.number() })),
  seats: z.number(),
  checkedIn: z.number(),
  paymentStatus: z.enum(paymentStatuses),
  total: z.number(),
  paid: z.number(),
  currency: z.string(),
  answers: z.array(bookingAnswerViewSchema),
});

/** GET /{tenant}/api/{project}/events/{id}/manifest: bookings that hold or sold seats, oldest first. */
export const eventManifestSchema = z.object({
  eventId: z.string(),
  eventStart: z.string(),
  experienceName: bilingual,
  bookings: z.array(manifestBookingSchema),
  totals: z.object({ seats: z.number(), checkedIn: z.number() }),
});
export type EventManifest = z.infer<typeof eventManifestSchema>;
