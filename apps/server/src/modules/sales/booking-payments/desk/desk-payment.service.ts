import { brokerProfiles } from "@stund/shared/contracts/payment-settings";
import { deskPaymentMessages as m, type PaymentOpened } from "@stund/shared/contracts/payments/desk-payments";
import { conflict, notFound } from "../../../../http/errors";
import { insertHistory, lockBooking, updateBookingRow } from "../../bookings/booking.repository";
import { activeBrokerOf, webhookPath } from "../../../payments/payment-settings/payment-settings.service";
import type { BrokerName } from "../../../payments/providers/payment-broker.types";
import { brokerFor, flowOriginOf, type BrokerDeps } from "../../../payments/providers/broker-for.service";
import {
  findOpenAttempt,
  insertPaymentAttempt,
  updateTransaction,
  type TransactionRow,
} from "../payment-attempt.repository";
import { findOpenPaymentLink, markAwaitingLink } from "./desk-payment.repository";

/** How long a payment link stays open; the booking holds its seats as long. */
export const paymentLinkHours = 24;
/** How long a card payment opened at the desk for a confirmed booking stays open. */
const deskCheckoutMinutes = 60;

interface Target {
  tenantId: string;
  tenantIdentifier: string;
  tenantName: string;
  bookingId: string;
  userId: string;
}

const opened = (row: TransactionRow): PaymentOpened => ({
  transactionId: row.id,
  amount: row.amount,
  currency: row.currency,
  paymentUrl: row.paymentUrl ?? "",
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/**
 * Opens a payment of what is left on a booking (docs/product.md §11.5: POST
 * /paymentsettings/ticket and GET /paymentsettings/link/{id}): an attempt on the company's broker, written under the booking's lock.
 * An open attempt of the same kind and amount is reused, so asking twice gives one payment.
 */
async function openAttempt(deps: BrokerDeps, target: Target, kind: "Checkout" | "Link") {
  const { broker, customersCanPay } = await activeBrokerOf(deps.db, deps.config, target.tenantId);
  const profile = brokerProfiles[broker];
  if (kind === "Link" && !profile.paymentLinks) throw conflict(m.linksNeedBroker);
  if (!customersCanPay) throw conflict(m.noOnlinePayments);
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, target.tenantId, target.bookingId);
    if (!booking) throw notFound("Booking not found");
    const holding = booking.status === "Pending" && booking.expiresAt !== null && booking.expiresAt > now;
    if (!holding && booking.status !== "Confirmed") throw conflict(m.notPayable);
    const due = booking.total - (booking.paid - booking.refunded);
    if (due <= 0) throw conflict(m.nothingToPay);
    const note = kind === "Link" ? "Payment link" : "Desk card payment";
    const open = await findOpenAttempt(tx, booking.id, { amount: due, broker, note, now });
    if (open) return { attempt: open, booking, reused: true, broker };
    const expiresAt =
      kind === "Link"
        ? new Date(now.getTime() + paymentLinkHours * 3_600_000)
        : holding
          ? booking.expiresAt!
          : new Date(now.getTime() + deskCheckoutMinutes * 60_000);
    if (kind === "Link" && holding) await updateBookingRow(tx, booking, { expiresAt, updatedAt: now });
    const { id } = await insertPaymentAttempt(tx, {
      tenantId: target.tenantId,
      bookingId: booking.id,
      broker,
      amount: due,
      currency: booking.currency,
      expiresAt,
      returnUrl: `${flowOriginOf(deps)}/${target.tenantIdentifier}/booking/${booking.id}`,
      origin: flowOriginOf(deps),
    });
    const attempt = await updateTransaction(tx, id, { note });
    await insertHistory(tx, {
      tenantId: target.tenantId,
      bookingId: booking.id,
      actorUserId: target.userId,
      actorKind: "Staff",
      action: kind === "Link" ? "PaymentLinkCreated" : "CardPaymentOpened",
      details: { amount: due },
    });
    return { attempt: attempt!, booking, reused: false, broker };
  });
}

/** A card payment at the desk: the broker's hosted page for what is left, opened at /pay/{id}. */
export async function openDeskCheckout(deps: BrokerDeps, target: Target): Promise<PaymentOpened> {
  return opened((await openAttempt(deps, target, "Checkout")).attempt);
}

/**
 * The payment link already open for a booking, without opening one: a GET must change nothing
 * (a link sent to a signed-in staff member could otherwise make the request for someone else).
 */
export async function openPaymentLinkOf(deps: BrokerDeps, target: Target): Promise<PaymentOpened> {
  const link = await findOpenPaymentLink(deps.db, target.tenantId, target.bookingId, new Date());
  if (!link) throw notFound(m.noOpenLink);
  return opened(link);
}

/**
 * A payment link for a phone or desk booking (Rapyd or Teya, or the sandbox): the broker's own
 * link, made once per open attempt, and the booking marked as waiting for it.
 */
export async function openPaymentLink(deps: BrokerDeps, target: Target): Promise<PaymentOpened> {
  const { attempt, booking, reused, broker } = await openAttempt(deps, target, "Link");
  if (reused && attempt.checkoutReference) return opened(attempt);
  const adapter = await brokerFor(deps, target.tenantId, broker as BrokerName);
  const link = await adapter.createPaymentLink!({
    transactionId: attempt.id,
    amount: attempt.amount,
    currency: attempt.currency,
    description: `${target.tenantName} · ${booking.reference ?? ""}`,
    language: booking.customer.language === "IS" ? "is" : "en",
    returnUrl: attempt.returnUrl ?? flowOriginOf(deps),
    cancelUrl: attempt.returnUrl ?? flowOriginOf(deps),
    notifyUrl: `${flowOriginOf(deps)}${webhookPath(broker as BrokerName, target.tenantId)}`,
    expiresAt: attempt.expiresAt!,
  });
  const stored = await updateTransaction(deps.db, attempt.id, {
    checkoutReference: link.checkoutReference,
    checkout: { kind: "redirect", url: link.url, checkoutReference: link.checkoutReference },
    paymentUrl: link.url,
    updatedAt: new Date(),
  });
  await markAwaitingLink(deps.db, booking.id, new Date());
  return opened(stored!);
}
