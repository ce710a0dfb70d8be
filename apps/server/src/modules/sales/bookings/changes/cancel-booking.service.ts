import { cancellationFee, type CancellationFee } from "@stund/shared/bookings/cancellation";
import type { CancellationQuote, CancelRefundMethod } from "@stund/shared/contracts/bookings/booking-changes";
import { deskPaymentMessages } from "@stund/shared/contracts/payments/desk-payments";
import type { Executor, Transaction } from "../../../../db/database";
import { AppError, conflict, notFound } from "../../../../http/errors";
import {
  eventNotFoundTitle,
  lockDeparture,
  releaseSeats,
} from "../../../catalogue/availability/availability.service";
import {
  findBookingRow,
  insertHistory,
  lockBookingRow,
  updateBookingRow,
  type ReadScope,
} from "../booking.repository";
import { bookingNotFoundTitle } from "../read/booking-read.service";
import { findDeparturePolicy, hasBrokerPayment } from "./booking-change.repository";
import { assertLive, type LiveBooking } from "./change-rules";

export interface CancelRequest {
  id: string;
  refundMethod: CancelRefundMethod;
  /** The staff user who cancels; null when the customer cancels on their booking's page. */
  userId: string | null;
  /** Who cancels, as the booking's history names them; Staff unless said otherwise. */
  actor?: "Staff" | "Customer";
  now: Date;
}

export interface Cancelled extends CancellationFee {
  eventId: string;
  refundMethod: CancelRefundMethod;
}

/** The policy's fee and refund on the money the booking keeps (paid less refunded) as of `now`. */
async function feeOf(tx: Executor, row: LiveBooking, now: Date) {
  const departure = await findDeparturePolicy(tx, row.tenantId, row.eventId);
  if (!departure) throw notFound(eventNotFoundTitle);
  const kept = Math.max(0, row.paid - row.refunded);
  const fee = cancellationFee({ paid: kept, startsAt: departure.startAt, now, policy: departure.policy });
  return { ...fee, kept, departure };
}

/**
 * Cancels a booking in the caller's transaction under its experience's cancellation policy: its
 * seats go back (a hold's at once), it is marked cancelled and the fee and refund are written to
 * its history. A pending booking is also declined, so a payment that arrives later is refunded
 * instead of reviving it. Asking for a broker refund of a booking never paid by card is refused
 * before anything changes. The refund itself is made by the caller once this has committed.
 */
export async function cancelBooking(
  tx: Transaction,
  scope: ReadScope,
  request: CancelRequest,
): Promise<Cancelled> {
  const { now, refundMethod } = request;
  const row = await lockBookingRow(tx, scope, request.id);
  assertLive(row, now);
  const { kept, departure, ...fee } = await feeOf(tx, row, now);
  if (fee.refund > 0 && refundMethod === "Broker" && !(await hasBrokerPayment(tx, row.tenantId, row.id)))
    throw conflict(deskPaymentMessages.noBrokerPayment);
  await lockDeparture(tx, scope.tenantId, row.eventId);
  if (row.status === "Confirmed") await releaseSeats(tx, row.eventId, row.seats);
  const pending = row.status === "Pending";
  await updateBookingRow(tx, row, {
    cancelledAt: now,
    ...(pending ? { status: "Declined" } : {}),
    updatedAt: now,
  });
  await insertHistory(tx, {
    tenantId: scope.tenantId,
    bookingId: row.id,
    actorUserId: request.userId,
    actorKind: request.actor ?? "Staff",
    action: "Cancelled",
    details: {
      seats: row.seats,
      kept,
      fee: fee.fee,
      refund: fee.refund,
      free: fee.free,
      refundMethod,
      startsAt: departure.startAt.toISOString(),
    },
  });
  return { ...fee, eventId: row.eventId, refundMethod };
}

/** What cancelling the booking now would cost and give back, for the console's confirm dialog. */
export async function cancellationQuote(
  db: Executor,
  scope: ReadScope,
  id: string,
  now = new Date(),
): Promise<CancellationQuote> {
  const row = await findBookingRow(db, scope, id);
  if (!row) throw notFound(bookingNotFoundTitle);
  let cancellable = true;
  try {
    assertLive(row, now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    cancellable = false;
  }
  const kept = Math.max(0, row.paid - row.refunded);
  const departure = row.eventId ? await findDeparturePolicy(db, row.tenantId, row.eventId) : undefined;
  const policy = departure?.policy ?? { freeUntilHours: 0, feePercent: 0 };
  const fee = departure
    ? cancellationFee({ paid: kept, startsAt: departure.startAt, now, policy })
    : { fee: 0, refund: kept, free: true };
  return {
    cancellable: cancellable && Boolean(departure),
    currency: row.currency,
    kept,
    fee: fee.fee,
    refund: fee.refund,
    free: fee.free,
    policy: { freeUntilHours: policy.freeUntilHours, feePercent: policy.feePercent },
    startsAt: departure?.startAt.toISOString() ?? null,
    brokerRefundPossible: await hasBrokerPayment(db, row.tenantId, row.id),
  };
}
