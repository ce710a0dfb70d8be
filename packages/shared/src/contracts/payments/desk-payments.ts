import { z } from "zod";
import { paymentStatuses, refundReasons, transactionResults } from "../../bookings/enums";

const uuid = z.string().uuid("Must be an id");

/** Texts of the answers, shared so the console can show them in the user's language. */
export const deskPaymentMessages = {
  nothingToRefund: "There is nothing left to refund on this booking",
  tooMuch: "You can refund at most what was paid and not yet refunded",
  noBrokerPayment: "This booking has no card payment to refund through the broker; refund it as cash",
  brokerRefused: "The payment broker did not make the refund",
  linksNeedBroker: "Payment links are only possible with Rapyd or Teya",
  noOnlinePayments: "This company does not take payments online yet",
  nothingToPay: "Nothing is left to pay on this booking",
  notPayable: "Only a pending or confirmed booking can be paid",
  noOpenLink: "No payment link is open for this booking",
  noPartialRefund: (broker: string) =>
    `${broker} refunds only the whole payment; refund all of it, or the part as cash`,
} as const;

/**
 * POST /{tenant}/api/paymentsettings/refund: give back part or all of what a booking's customer
 * paid, through the broker the card was paid with, or as cash over the counter.
 */
export const refundBodySchema = z.object({
  bookingId: uuid,
  amount: z.number().int("Must be a whole number").min(1, "Must be 1 or more"),
  reason: z.enum(refundReasons),
  note: z.string().trim().max(255, "Must be 255 characters or fewer").default(""),
  method: z.enum(["Broker", "Cash"]),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundResultSchema = z.object({
  transactionId: z.string(),
  /** Pending when the broker accepted the refund and will settle it later. */
  result: z.enum(transactionResults),
  amount: z.number().int(),
  paid: z.number().int(),
  refunded: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
});
export type RefundResult = z.infer<typeof refundResultSchema>;

/** POST /{tenant}/api/paymentsettings/ticket: a card payment at the desk, on the broker's page. */
export const ticketBodySchema = z.object({ bookingId: uuid });

/** A payment opened for a booking: where the customer pays, and until when. */
export const paymentOpenedSchema = z.object({
  transactionId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paymentUrl: z.string(),
  expiresAt: z.string().nullable(),
});
export type PaymentOpened = z.infer<typeof paymentOpenedSchema>;
