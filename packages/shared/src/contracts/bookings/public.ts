import { z } from "zod";
import { customFieldTypes } from "../../enums";
import { bookingAnswerSchema, bookingCustomerSchema, bookingItemRequestSchema } from "./bookings";

const bilingual = z.object({ EN: z.string(), IS: z.string() });

/**
 * One of an experience's images ready for a <picture>: the original's address and size (null for
 * an image stored before sizes were recorded) and smaller copies by type, each a srcset such as
 * "/files/a 480w, /files/b 960w, /files/c 1600w" (empty for such an older image).
 */
export const publicPictureSchema = z.object({
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  sources: z.array(z.object({ type: z.enum(["image/avif", "image/webp"]), srcset: z.string() })),
});
export type PublicPicture = z.infer<typeof publicPictureSchema>;

/** A published experience as customers see it, with prices for the Public channel in minor units. */
export const publicExperienceSchema = z.object({
  id: z.string(),
  tag: z.string(),
  name: bilingual,
  shortDescription: bilingual,
  description: bilingual,
  images: z.array(z.string()),
  /** The images in the same order, with their sizes and smaller copies. */
  pictures: z.array(publicPictureSchema),
  durationMinutes: z.number(),
  currency: z.string(),
  fromPrice: z.number().nullable(),
  ticketCategories: z.array(
    z.object({
      id: z.string(),
      name: bilingual,
      price: z.number(),
      vatRate: z.number(),
      minPerBooking: z.number(),
      maxPerBooking: z.number(),
    }),
  ),
  customFields: z.array(
    z.object({
      id: z.string(),
      label: bilingual,
      type: z.enum(customFieldTypes),
      required: z.boolean(),
      options: z.array(bilingual),
      per: z.enum(["Booking", "Participant"]),
    }),
  ),
  cancellationPolicy: z.object({ freeUntilHours: z.number(), feePercent: z.number() }),
  /**
   * The IANA time zone where the experience happens (its project's, else the company's), e.g.
   * Atlantic/Reykjavik: its departures' times are shown in it, never in the reader's own zone.
   * This server always sends it; it is optional only so pages and fixtures made before it still read.
   */
  timeZone: z.string().optional(),
});
export type PublicExperience = z.infer<typeof publicExperienceSchema>;

export const publicEventsQuerySchema = z.object({
  experienceId: z.string().uuid("Must be an id"),
  from: z.string().datetime({ offset: true, message: "Must be an ISO 8601 date and time" }),
  to: z.string().datetime({ offset: true, message: "Must be an ISO 8601 date and time" }),
});

/** A departure as customers see it: its times and the seats left right now. */
export const publicEventSchema = z.object({
  id: z.string(),
  experienceId: z.string(),
  start: z.string(),
  end: z.string(),
  available: z.number(),
  soldOut: z.boolean(),
  delayed: z.boolean(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

/** POST /{tenant}/api/public/bookings: a customer's booking, held until it is paid. */
export const publicBookingBodySchema = z.object({
  items: z.array(bookingItemRequestSchema).min(1, "Choose at least one ticket").max(50),
  customer: bookingCustomerSchema.extend({
    name: z.string().trim().min(1, "Enter your name").max(200, "Must be 200 characters or fewer"),
    email: z.string().trim().email("Enter a valid email address").max(254),
  }),
  answers: z.array(bookingAnswerSchema).max(100).default([]),
  /** The company's terms and refund policy, accepted before paying. */
  acceptTerms: z.literal(true, { message: "Accept the terms and the refund policy to book" }),
  /** Where the customer returns after paying; defaults to the storefront's confirmation page. */
  returnUrl: z.string().url("Must be an address").max(2000).optional(),
});
export type PublicBookingBody = z.input<typeof publicBookingBodySchema>;

export const publicBookingCreatedSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(["Pending", "Confirmed"]),
  expiresAt: z.string().nullable(),
  total: z.number(),
  currency: z.string(),
  /** Where to send the customer to pay; null when nothing is to be paid. */
  paymentUrl: z.string().nullable(),
});
export type PublicBookingCreated = z.infer<typeof publicBookingCreatedSchema>;

/**
 * Why the customer may not cancel online now: already cancelled; the departure has started; the
 * booking no longer holds seats (its hold ran out, it was declined or failed); or a refund is due
 * that cannot go back to a card through the broker (paid at the desk), so the company must do it.
 */
export const publicCancelRefusals = ["Cancelled", "Started", "NotLive", "ContactCompany"] as const;
export type PublicCancelRefusal = (typeof publicCancelRefusals)[number];

/** What cancelling now would mean under the experience's policy, for the manage-booking page. */
export const publicCancellationSchema = z.object({
  /** Whether the customer may cancel online right now. */
  allowed: z.boolean(),
  refusal: z.enum(publicCancelRefusals).nullable(),
  /** Kept by the company, in minor units, when cancelled now. */
  fee: z.number(),
  /** Given back to the card, in minor units, when cancelled now. */
  refund: z.number(),
  /** True while inside the policy's free period. */
  free: z.boolean(),
  freeUntilHours: z.number(),
  feePercent: z.number(),
  /** Until when cancelling is free (the start less freeUntilHours); null without a departure. */
  freeUntil: z.string().nullable(),
});
export type PublicCancellation = z.infer<typeof publicCancellationSchema>;

/** GET /{tenant}/api/public/bookings/{id}: the customer's view of their booking (the id is the key). */
export const publicBookingViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(["Pending", "Confirmed", "Declined", "Expired", "Failed"]),
  expiresAt: z.string().nullable(),
  company: z.string(),
  experience: bilingual,
  start: z.string().nullable(),
  end: z.string().nullable(),
  /**
   * The IANA time zone of the booking's tour (its project's, else the company's): its start and end
   * are shown in it, never in the reader's own zone. This server always sends it; it is optional
   * only so pages and fixtures made before it still read.
   */
  timeZone: z.string().optional(),
  items: z.array(z.object({ name: bilingual, quantity: z.number(), unitPrice: z.number() })),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  currency: z.string(),
  paymentStatus: z.string(),
  customerName: z.string(),
  /** While the booking still holds its seats unpaid: where to pay. */
  paymentUrl: z.string().nullable(),
  /** When the booking was cancelled (by the customer or the company); null while it stands. */
  cancelledAt: z.string().nullable(),
  cancellation: publicCancellationSchema,
});
export type PublicBookingView = z.infer<typeof publicBookingViewSchema>;

/** What the customer is told when their cancellation is refused; the server answers these titles. */
export const publicCancelMessages = {
  checkEmail: "Check the email address",
  wrongEmail: "Enter the email address the booking was made with",
  alreadyCancelled: "This booking is already cancelled",
  notCancellable: "This booking can no longer be cancelled online",
  contactCompany: (company: string) => `Contact ${company} to cancel this booking`,
} as const;

/** POST /{tenant}/api/public/bookings/{id}/cancel: the booking's email address guards the link. */
export const publicCancelBodySchema = z.object({
  email: z
    .string({ message: publicCancelMessages.wrongEmail })
    .trim()
    .min(1, publicCancelMessages.wrongEmail)
    .max(254, publicCancelMessages.wrongEmail),
});
export type PublicCancelBody = z.infer<typeof publicCancelBodySchema>;

/**
 * How the refund went: None when nothing was due; Refunded when the broker gave it back; Pending
 * when the broker will settle it shortly; NotMade when it could not be made now (the company
 * makes it instead). The booking is cancelled in every case.
 */
export const publicRefundStatuses = ["None", "Refunded", "Pending", "NotMade"] as const;

export const publicCancelResultSchema = z.object({
  booking: publicBookingViewSchema,
  fee: z.number(),
  refund: z.number(),
  free: z.boolean(),
  refundStatus: z.enum(publicRefundStatuses),
});
export type PublicCancelResult = z.infer<typeof publicCancelResultSchema>;

/** GET /{tenant}/api/public/company: what the storefront shows of the company, and the policies accepted before paying. */
export const publicCompanySchema = z.object({
  name: z.string(),
  identifier: z.string(),
  currency: z.string(),
  termsAndConditions: z.string(),
  refundPolicy: z.string(),
  /**
   * The company's own IANA time zone, for its pages' texts; a departure's times are shown in its
   * experience's `timeZone`, which a project may set apart from the company's. This server always
   * sends it.
   */
  timeZone: z.string().optional(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
