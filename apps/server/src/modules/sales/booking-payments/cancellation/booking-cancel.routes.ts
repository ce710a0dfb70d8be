import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  cancelBookingBodySchema,
  cancellationQuoteSchema,
  cancelResultSchema,
  resendConfirmationBodySchema,
  resendConfirmationResultSchema,
} from "@stund/shared/contracts/bookings/booking-changes";
import { problemSchema } from "@stund/shared/contracts/problem";
import { publicOriginOf } from "../../../../http/public-origin";
import { tenantRouteProblems } from "../../../../http/route-schemas";
import { requireUser } from "../../../access/access/tenant-access.hooks";
import { requireProjectScope } from "../../../access/access/project-access.hooks";
import { cancelWithRefund } from "./cancel-with-refund";
import { cancellationQuote } from "../../bookings/changes/cancel-booking.service";
import { base, operators, params, tags } from "../../bookings/changes/change-route-params";
import { resendConfirmation } from "../../bookings/changes/resend-confirmation.service";

/** Cancelling a booking under its policy, and sending its confirmation again. */
export async function bookingCancelRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    `${base}/cancellation`,
    {
      onRequest: operators,
      schema: {
        tags,
        summary: "What cancelling a booking now would cost and give back",
        description:
          "The experience's cancellation policy applied to what the booking keeps (paid less " +
          "refunded) at this moment: free until freeUntilHours before the start, then feePercent " +
          "is kept. cancellable is false for a booking that is cancelled or has ended.",
        params,
        response: { 200: cancellationQuoteSchema, ...tenantRouteProblems },
      },
    },
    async (request) => cancellationQuote(app.db, requireProjectScope(request), request.params.id),
  );

  r.post(
    `${base}/cancel`,
    {
      onRequest: operators,
      schema: {
        tags,
        summary: "Cancel a booking under its experience's cancellation policy",
        description:
          "Gives the seats back, marks the booking cancelled (a pending one is also declined, so a " +
          "later payment is refunded rather than reviving it) and works out the fee and refund with " +
          "the policy on what was paid less refunded. With refundMethod Broker or Cash and a refund " +
          "above 0, the refund is then made (reason CustomerRequest); when it fails the booking stays " +
          "cancelled and refundError says why. Broker needs a successful card payment (409 " +
          "otherwise, nothing changed). A cancelled or ended booking answers 409. Send an " +
          "Idempotency-Key header: a retry with the same key answers as the first call did.",
        params,
        body: cancelBookingBodySchema,
        response: { 200: cancelResultSchema, ...tenantRouteProblems, 409: problemSchema },
      },
    },
    async (request) => cancelWithRefund(app, request),
  );

  r.post(
    `${base}/resend-confirmation`,
    {
      onRequest: operators,
      schema: {
        tags,
        summary: "Send a booking's confirmation email again",
        description:
          "Queues the confirmation as the booking reads now (departure, tickets, totals) to the " +
          "customer's email, or to email when given, and writes a history line. 409 when the booking " +
          "is not confirmed (or is cancelled) or there is no address to send to.",
        params,
        // The body may be left out altogether: the customer's own address is used.
        body: resendConfirmationBodySchema.nullish(),
        response: { 200: resendConfirmationResultSchema, ...tenantRouteProblems, 409: problemSchema },
      },
    },
    async (request) =>
      resendConfirmation(app.db, requireProjectScope(request), {
        id: request.params.id,
        email: request.body?.email,
        userId: requireUser(request).id,
        origin: publicOriginOf(app.config, request),
      }),
  );
}
