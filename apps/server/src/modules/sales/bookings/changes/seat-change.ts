import type { FastifyInstance, FastifyRequest } from "fastify";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import type { Transaction } from "../../../../db/database";
import { assertSection, requireTenantContext, requireUser } from "../../../access/access/tenant-access.hooks";
import { requireProjectScope, type ProjectScope } from "../../../access/access/project-access.hooks";
import { idempotencyKeyOf, keyedCall, once } from "../../idempotency/idempotency.service";
import { getBookingDetail } from "../read/booking-read.service";
import type { SeatChange } from "./move-booking.service";

export interface ChangeContext {
  scope: ProjectScope;
  userId: string;
  /** Overbooking was asked for and the caller may do it (managers and administrators). */
  allowOverbook: boolean;
  now: Date;
}

/** The Idempotency-Key scope of one kind of change to one booking. */
export const changeScopeName = (kind: string, bookingId: string) => `booking-${kind}:${bookingId}`;

/**
 * Runs a change that moves seats once per Idempotency-Key, in one transaction with the answer it
 * keeps (the booking as it then reads), and tells open calendars which departures changed. A
 * retry with the same key gets the first answer and changes nothing.
 */
export async function runSeatChange(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: string }; Body: { overbook?: boolean } }>,
  kind: string,
  work: (tx: Transaction, context: ChangeContext) => Promise<SeatChange>,
): Promise<BookingDetail> {
  const scope = requireProjectScope(request);
  const userId = requireUser(request).id;
  const allowOverbook = request.body.overbook === true;
  if (allowOverbook) assertSection(requireTenantContext(request), "catalogueEdit", scope.projectId);
  const now = new Date();
  let changed: string[] = [];
  const call = keyedCall(
    { tenantId: scope.tenantId, name: changeScopeName(kind, request.params.id) },
    idempotencyKeyOf(request),
    request.body,
  );
  const stored = await once(app.db, call, async (tx) => {
    changed = (await work(tx, { scope, userId, allowOverbook, now })).eventIds;
    return { statusCode: 200, body: await getBookingDetail(tx, scope, request.params.id, now) };
  });
  if (changed.length > 0) app.hubs.availabilityChanged(scope.projectId, changed);
  return stored.body as BookingDetail;
}
