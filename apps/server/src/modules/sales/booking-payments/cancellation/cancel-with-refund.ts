import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CancelBookingBody, CancelResult } from "@stund/shared/contracts/bookings/booking-changes";
import { AppError } from "../../../../http/errors";
import { requireUser } from "../../../access/access/tenant-access.hooks";
import { requireProjectScope } from "../../../access/access/project-access.hooks";
import { idempotencyKeyOf, keyedCall, once, replaceAnswer } from "../../idempotency/idempotency.service";
import { refundBooking } from "../refunds/refund.service";
import { getBookingDetail } from "../../bookings/read/booking-read.service";
import { cancelBooking, type Cancelled } from "../../bookings/changes/cancel-booking.service";
import { changeScopeName } from "../../bookings/changes/seat-change";

/** Said when the refund failed for a reason that is not the refund's own answer. */
export const refundNotMadeTitle = "The refund could not be made; refund the booking from its page";

/**
 * Cancels once per Idempotency-Key (the cancellation and its kept answer commit together), tells
 * open calendars, then makes the refund the policy gives when one was asked for, through
 * refundBooking, outside the cancelling transaction (a broker is called). A refund that fails
 * leaves the booking cancelled and says why; the kept answer is then the final one, so a retry
 * with the same key hears the same and never refunds twice.
 */
export async function cancelWithRefund(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string }; Body: CancelBookingBody }>,
): Promise<CancelResult> {
  const scope = requireProjectScope(request);
  const userId = requireUser(request).id;
  const { id } = request.params;
  const now = new Date();
  let cancelled: Cancelled | undefined;
  const call = keyedCall(
    { tenantId: scope.tenantId, name: changeScopeName("cancel", id) },
    idempotencyKeyOf(request),
    request.body,
  );
  const stored = await once(app.db, call, async (tx) => {
    cancelled = await cancelBooking(tx, scope, {
      id,
      refundMethod: request.body.refundMethod,
      userId,
      now,
    });
    const body: CancelResult = {
      booking: await getBookingDetail(tx, scope, id, now),
      fee: cancelled.fee,
      refund: cancelled.refund,
      free: cancelled.free,
      refundMethod: cancelled.refundMethod,
      refundResult: null,
      refundError: null,
    };
    return { statusCode: 200, body };
  });
  if (!cancelled) return stored.body as CancelResult;
  app.hubs.availabilityChanged(scope.projectId, [cancelled.eventId]);
  const { refund, refundMethod } = cancelled;
  if (refund <= 0 || refundMethod === "None") return stored.body as CancelResult;
  const outcome: Pick<CancelResult, "refundResult" | "refundError"> = {
    refundResult: null,
    refundError: null,
  };
  try {
    outcome.refundResult = await refundBooking(
      { db: app.db, config: app.config },
      {
        tenantId: scope.tenantId,
        bookingId: id,
        amount: refund,
        reason: "CustomerRequest",
        note: "Cancelled under the policy",
        method: refundMethod,
        userId,
      },
    );
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, "refund after a cancellation failed");
    outcome.refundError = error instanceof AppError ? error.title : refundNotMadeTitle;
  }
  const body: CancelResult = {
    ...(stored.body as CancelResult),
    booking: await getBookingDetail(app.db, scope, id),
    ...outcome,
  };
  await replaceAnswer(app.db, call, body);
  return body;
}
