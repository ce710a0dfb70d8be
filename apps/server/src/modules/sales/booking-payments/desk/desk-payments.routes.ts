import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  paymentOpenedSchema,
  refundBodySchema,
  refundResultSchema,
  ticketBodySchema,
} from "@stund/shared/contracts/payments/desk-payments";
import { problemSchema } from "@stund/shared/contracts/problem";
import { AppError } from "../../../../http/errors";
import { publicOriginOf } from "../../../../http/public-origin";
import { tenantParamsSchema, tenantRouteProblems } from "../../../../http/route-schemas";
import { BrokerCallError } from "../../../payments/providers/payment-broker.types";
import { refundBooking } from "../refunds/refund.service";
import { bookingInReach, deskTarget, tenantMember } from "./booking-access";
import {
  openDeskCheckout,
  openPaymentLink,
  openPaymentLinkOf,
  paymentLinkHours,
} from "./desk-payment.service";

const tags = ["Payments"];
const problems = { ...tenantRouteProblems, 409: problemSchema, 502: problemSchema };

/** The broker could not be reached or refused: the staff member sees why, nothing is half done. */
async function brokerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BrokerCallError)
      throw new AppError(502, "The payment broker could not be reached", { detail: error.message });
    throw error;
  }
}

/** docs/product.md §11.5: payments staff take or give back for a booking, through the company's broker or in cash. */
export async function deskPaymentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, config: app.config };
  /** The payment's pages and the way back are on the origin the staff member works on. */
  const flow = (request: FastifyRequest) => ({ ...deps, origin: publicOriginOf(app.config, request) });

  r.post(
    "/:tenant/api/paymentsettings/refund",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "Refund part or all of what a booking's customer paid",
        description:
          "`method` Broker refunds through the broker the card was paid with (it must have taken at " +
          "least `amount` on one payment); Cash records money given back over the counter. The amount " +
          "is in minor units and at most what was paid and not yet refunded. Needs the day-to-day " +
          "departure rights (eventOperations) in the booking's project.",
        params: tenantParamsSchema,
        body: refundBodySchema,
        response: { 200: refundResultSchema, ...problems },
      },
    },
    async (request) => {
      const booking = await bookingInReach(request, request.body.bookingId, "eventOperations");
      return refundBooking(deps, { ...request.body, tenantId: booking.tenantId, userId: booking.userId });
    },
  );

  r.post(
    "/:tenant/api/paymentsettings/ticket",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "Open a card payment of what is left on a booking, on the broker's hosted page",
        description:
          "For a card payment at the desk: answers the address (/pay/{id}) to open for the customer, " +
          "which sends them to the company's broker. Asking again while it is open gives the same payment.",
        params: tenantParamsSchema,
        body: ticketBodySchema,
        response: { 200: paymentOpenedSchema, ...problems },
      },
    },
    async (request) => openDeskCheckout(flow(request), await deskTarget(request, request.body.bookingId)),
  );

  const linkParams = tenantParamsSchema.extend({ id: z.string().uuid("Must be an id") });
  r.get(
    "/:tenant/api/paymentsettings/link/:id",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "The open payment link of a booking",
        description:
          "The payment link already open for what is left on booking {id}; 404 when none is open. " +
          "Reading changes nothing: POST to the same address opens a link.",
        params: linkParams,
        response: { 200: paymentOpenedSchema, ...problems },
      },
    },
    async (request) => openPaymentLinkOf(deps, await deskTarget(request, request.params.id)),
  );

  r.post(
    "/:tenant/api/paymentsettings/link/:id",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "Open a payment link for a booking (Rapyd or Teya)",
        description:
          `The broker's own payment link for what is left on booking {id}, open for ${paymentLinkHours} hours; ` +
          "a pending booking holds its seats as long. Only with Rapyd or Teya, or the built-in " +
          "sandbox; asking again while it is open gives the same link.",
        params: linkParams,
        response: { 200: paymentOpenedSchema, ...problems },
      },
    },
    async (request) =>
      brokerCall(async () => openPaymentLink(flow(request), await deskTarget(request, request.params.id))),
  );
}
