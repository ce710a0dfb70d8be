import { z } from "zod";
import { refundResultSchema } from "../payments/desk-payments";
import { bookingDetailSchema } from "./booking-list";

const uuid = z.string().uuid("Must be an id");

/** Texts of the answers, shared so the console can say them in the user's language. */
export const bookingChangeMessages = {
  chooseTicket: "Choose at least one ticket",
  checkTickets: "Check the tickets",
  cancelled: "This booking is cancelled and can no longer be changed",
  notChangeable: "Only a confirmed booking, or a pending one still holding its seats, can be changed",
  noDeparture: "This booking is not for a departure",
  sameDeparture: "The booking is already on this departure",
  categoriesDiffer: "That departure's experience does not sell this booking's ticket categories",
  unknownCategory: "This experience has no such ticket category",
  noEmail: "The booking has no email address to send the confirmation to",
  notConfirmed: "Only a confirmed booking has a confirmation to send",
} as const;

/**
 * POST /{tenant}/api/{project}/bookings/{id}/move: the booking to another departure of the
 * project. Managers and administrators may move it past the seats left (`overbook`).
 */
export const moveBookingBodySchema = z.object({
  eventId: uuid,
  overbook: z.boolean().default(false),
});
export type MoveBookingBody = z.input<typeof moveBookingBodySchema>;

export const quantityChangeSchema = z.object({
  ticketCategoryId: uuid,
  quantity: z
    .number()
    .int("Must be a whole number")
    .min(0, "Must be 0 or more")
    .max(1000, "Must be 1000 or less"),
});

/**
 * PUT /{tenant}/api/{project}/bookings/{id}/quantities: the booking's tickets as they should be.
 * A category left out or at 0 is dropped; all at 0 is refused.
 */
export const changeQuantitiesBodySchema = z.object({
  items: z.array(quantityChangeSchema).min(1, bookingChangeMessages.chooseTicket).max(50),
  overbook: z.boolean().default(false),
});
export type ChangeQuantitiesBody = z.input<typeof changeQuantitiesBodySchema>;

/** How the money the policy gives back is returned: through the broker, in cash, or not now. */
export const cancelRefundMethods = ["Broker", "Cash", "None"] as const;
export type CancelRefundMethod = (typeof cancelRefundMethods)[number];

/** POST /{tenant}/api/{project}/bookings/{id}/cancel. */
export const cancelBookingBodySchema = z.object({ refundMethod: z.enum(cancelRefundMethods) });
export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

/** GET /{tenant}/api/{project}/bookings/{id}/cancellation: what cancelling now would mean. */
export const cancellationQuoteSchema = z.object({
  /** False when the booking cannot be cancelled (already cancelled, ended, no departure). */
  cancellable: z.boolean(),
  currency: z.string(),
  /** Paid less refunded: the money the policy applies to. */
  kept: z.number().int(),
  fee: z.number().int(),
  refund: z.number().int(),
  /** Cancelled inside the policy's free period. */
  free: z.boolean(),
  policy: z.object({ freeUntilHours: z.number(), feePercent: z.number() }),
  startsAt: z.string().nullable(),
  /** A successful card payment exists, so a refund can go back through the broker. */
  brokerRefundPossible: z.boolean(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** The answer of a cancellation: the booking afterwards, the policy's sums and how the refund went. */
export const cancelResultSchema = z.object({
  booking: bookingDetailSchema,
  fee: z.number().int(),
  refund: z.number().int(),
  free: z.boolean(),
  refundMethod: z.enum(cancelRefundMethods),
  /** The refund made, when one was asked for and made. */
  refundResult: refundResultSchema.nullable(),
  /** Why the refund was not made, when one was asked for; the booking is cancelled all the same. */
  refundError: z.string().nullable(),
});
export type CancelResult = z.infer<typeof cancelResultSchema>;

/** POST /{tenant}/api/{project}/bookings/{id}/resend-confirmation: to the customer, or elsewhere. */
export const resendConfirmationBodySchema = z.object({
  email: z
    .string()
    .trim()
    .email("Enter a valid email address")
    .max(254, "Must be 254 characters or fewer")
    .optional()
    .or(z.literal("")),
});
export type ResendConfirmationBody = z.input<typeof resendConfirmationBodySchema>;

export const resendConfirmationResultSchema = z.object({ to: z.string() });
export type ResendConfirmationResult = z.infer<typeof resendConfirmationResultSchema>;
