import {
  bookingChangeMessages as m,
  type ResendConfirmationResult,
} from "@stund/shared/contracts/bookings/booking-changes";
import type { Database } from "../../../../db/database";
import { conflict, notFound } from "../../../../http/errors";
import { insertHistory, lockBookingRow, type ReadScope } from "../booking.repository";
import { bookingNotFoundTitle } from "../read/booking-read.service";
import { queueConfirmationResend } from "./confirmation-resend";

export interface ResendRequest {
  id: string;
  /** Another address to send it to; the customer's own when absent. */
  email?: string | undefined;
  userId: string;
  origin: string;
  now?: Date;
}

/**
 * Queues a confirmed booking's confirmation email again, to the customer's address or the one
 * staff give, with a history line saying to whom. 409 for a booking that is not confirmed (or is
 * cancelled) and for one with no address to send to.
 */
export async function resendConfirmation(
  db: Database,
  scope: ReadScope,
  request: ResendRequest,
): Promise<ResendConfirmationResult> {
  const now = request.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, scope, request.id);
    if (!row) throw notFound(bookingNotFoundTitle);
    if (row.status !== "Confirmed" || row.cancelledAt) throw conflict(m.notConfirmed);
    const to = request.email?.trim() || row.customer.email?.trim();
    if (!to) throw conflict(m.noEmail);
    await queueConfirmationResend(tx, row, { to, origin: request.origin, now });
    await insertHistory(tx, {
      tenantId: scope.tenantId,
      bookingId: row.id,
      actorUserId: request.userId,
      actorKind: "Staff",
      action: "ConfirmationResent",
      details: { email: to },
    });
    return { to };
  });
}
