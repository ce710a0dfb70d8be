import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { bookingSchema, staffBookingBodySchema } from "@stund/shared/contracts/bookings/bookings";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { publicOriginOf } from "../../../http/public-origin";
import { tenantRouteProblems } from "../../../http/route-schemas";
import { assertSection, requireTenantContext, requireUser } from "../../access/access/tenant-access.hooks";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { projectParamsSchema } from "../../access/access/route-params.types";
import { createBooking, salesUnitChannel } from "./booking.service";
import { bookingView } from "./booking-view";
import { idempotencyKeyOf, keyedCall, once } from "../idempotency/idempotency.service";

const tags = ["Bookings"];
const desk = projectSection("quickBooking");
/** A card payment at the desk holds the seats while the customer pays on the broker's page. */
const deskHoldMinutes = 15;

/** Bookings made by staff: at the desk (quick booking) or on the phone. */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:tenant/api/:project/bookings",
    {
      onRequest: desk,
      schema: {
        tags,
        summary: "Book a departure for a customer at the desk or on the phone",
        description:
          "Items are for one departure. Cash confirms the booking as paid; Unknown confirms it unpaid; Card holds the seats for 15 minutes while the customer pays through the broker (POST /paymentsettings/ticket or a payment link). " +
          "The booking takes the sales unit's channel (Public without one) and its prices, in minor units. " +
          "Send an Idempotency-Key header: a retry with the same key returns the first answer and never books twice.",
        params: projectParamsSchema,
        body: staffBookingBodySchema,
        response: { 201: bookingSchema, ...tenantRouteProblems, 409: seatsConflictSchema },
      },
    },
    async (request, reply) => {
      const scope = requireProjectScope(request);
      const user = requireUser(request);
      const body = request.body;
      const origin = publicOriginOf(app.config, request);
      if (body.overbook) assertSection(requireTenantContext(request), "catalogueEdit", scope.projectId);
      const call = keyedCall(
        { tenantId: scope.tenantId, name: `staff-booking:${scope.projectId}` },
        idempotencyKeyOf(request),
        body,
      );
      const stored = await once(app.db, call, async (tx) => {
        const created = await createBooking(tx, {
          tenantId: scope.tenantId,
          projectId: scope.projectId,
          channel: await salesUnitChannel(tx, scope.projectId, body.salesUnitId),
          salesUnitId: body.salesUnitId ?? null,
          creator: { kind: "Staff", userId: user.id },
          items: body.items,
          customer: body.customer,
          answers: body.answers,
          settlement:
            body.paymentMethod === "Card"
              ? { kind: "hold", holdMinutes: deskHoldMinutes }
              : { kind: "confirm", paidCash: body.paymentMethod === "Cash" },
          confirmationOrigin: origin,
          staffSale: { allowOverbook: body.overbook },
        });
        return { statusCode: 201, body: bookingView(created.booking, created.items) };
      });
      const booking = stored.body as { eventId: string | null };
      if (booking.eventId) app.hubs.availabilityChanged(scope.projectId, [booking.eventId]);
      return reply.status(stored.statusCode).send(stored.body as never);
    },
  );
}
