import type { FastifyBaseLogger } from "fastify";
import {
  publicCancelMessages as m,
  type PublicCancelBody,
  type PublicCancelRefusal,
  type PublicCancelResult,
} from "@stund/shared/contracts/bookings/public";
import type { AppConfig } from "../../../config/config";
import type { Database } from "../../../db/database";
import { AppError, badRequest, conflict, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { cancelBooking, type Cancelled } from "../bookings/changes/cancel-booking.service";
import { keyedCall, once, replaceAnswer } from "../idempotency/idempotency.service";
import { refundBooking } from "../booking-payments/refunds/refund.service";
import { lockBooking } from "../bookings/booking.repository";
import { publicBookingView } from "./public-booking-view";
import { customerCancellation, sameEmail } from "./public-cancellation";
import type { PublicTenant } from "./public-tenant";

export interface CustomerCancelDeps {
  db: Database;
  config: AppConfig;
  hubs: Hubs;
  log: FastifyBaseLogger;
}

function refusedTitle(refusal: PublicCancelRefusal, company: string): string {
  if (refusal === "Cancelled") return m.alreadyCancelled;
  if (refusal === "ContactCompany") return m.contactCompany(company);
  return m.notCancellable;
}

type RefundStatus = PublicCancelResult["refundStatus"];

/**
 * The refund the policy gives, back to the card through the broker it was paid with, made after
 * the cancellation committed (a broker is called). A refund that is not made leaves the booking
 * cancelled; the company sees the failed refund on the booking and makes it by hand.
 */
async function refundToCard(
  deps: CustomerCancelDeps,
  tenantId: string,
  bookingId: string,
  amount: number,
): Promise<RefundStatus> {
  try {
    const refund = await refundBooking(
      { db: deps.db, config: deps.config },
      {
        tenantId,
        bookingId,
        amount,
        reason: "CustomerRequest",
        note: "Cancelled by the customer under the policy",
        method: "Broker",
        userId: null,
      },
    );
    if (refund.result === "Success") return "Refunded";
    return refund.result === "Pending" ? "Pending" : "NotMade";
  } catch (error) {
    if (!(error instanceof AppError))
      deps.log.error({ err: error }, "refund after a customer's cancellation failed");
    return "NotMade";
  }
}

/**
 * A customer cancels their booking from its page (docs/product.md §10.3), once per Idempotency-Key. The
 * email address it was made with guards the id-only link; the policy's fee and refund are the
 * console's; the cancellation, its history line (actor Customer) and the kept answer commit
 * together, and anything refused changes nothing. Open calendars are told, then the refund goes
 * back to the card and the kept answer is replaced with how it went.
 */
export async function cancelAsCustomer(
  deps: CustomerCancelDeps,
  tenant: PublicTenant,
  request: { id: string; body: PublicCancelBody; key: string | undefined },
): Promise<PublicCancelResult> {
  const { id } = request;
  const email = request.body.email.trim().toLowerCase();
  const now = new Date();
  const call = keyedCall({ tenantId: tenant.id, name: `public-cancel:${id}` }, request.key, { email });
  let cancelled: (Cancelled & { projectId: string }) | undefined;
  const stored = await once(deps.db, call, async (tx) => {
    const row = await lockBooking(tx, tenant.id, id);
    if (!row) throw notFound("Booking not found");
    if (!sameEmail(row.customer.email, email)) throw badRequest(m.checkEmail, { email: [m.wrongEmail] });
    const allowed = await customerCancellation(tx, row, now);
    if (allowed.refusal) throw conflict(refusedTitle(allowed.refusal, tenant.name));
    const done = await cancelBooking(
      tx,
      { tenantId: tenant.id, projectId: row.projectId },
      {
        id,
        refundMethod: allowed.refund > 0 ? "Broker" : "None",
        userId: null,
        actor: "Customer",
        now,
      },
    );
    cancelled = { ...done, projectId: row.projectId };
    const body: PublicCancelResult = {
      booking: await publicBookingView(tx, tenant, id, now),
      fee: done.fee,
      refund: done.refund,
      free: done.free,
      refundStatus: done.refund > 0 ? "NotMade" : "None",
    };
    return { statusCode: 200, body };
  });
  const answer = stored.body as PublicCancelResult;
  if (!cancelled) return answer;
  deps.hubs.availabilityChanged(cancelled.projectId, [cancelled.eventId]);
  if (cancelled.refund <= 0) return answer;
  const refundStatus = await refundToCard(deps, tenant.id, id, cancelled.refund);
  const body: PublicCancelResult = {
    ...answer,
    booking: await publicBookingView(deps.db, tenant, id),
    refundStatus,
  };
  await replaceAnswer(deps.db, call, body);
  return body;
}
