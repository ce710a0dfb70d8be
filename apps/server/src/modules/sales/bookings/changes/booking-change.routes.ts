import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  changeQuantitiesBodySchema,
  moveBookingBodySchema,
} from "@stund/shared/contracts/bookings/booking-changes";
import { bookingDetailSchema } from "@stund/shared/contracts/bookings/booking-list";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { tenantRouteProblems } from "../../../../http/route-schemas";
import { changeQuantities } from "./change-quantities.service";
import { moveBooking } from "./move-booking.service";
import { base, operators, params, tags } from "./change-route-params";
import { runSeatChange } from "./seat-change";

const changeNotes =
  "Only a Confirmed booking, or a Pending one still holding its seats, can change; a cancelled or " +
  "ended one answers 409. overbook (managers and administrators only, 403 otherwise) takes the " +
  "seats past what is left and marks the booking overbooked. Send an Idempotency-Key header: a " +
  "retry with the same key answers as the first call did and changes nothing. Answers the booking " +
  "as GET /bookings/{id} does; the balance is total less paid plus refunded.";

/** Staff changing a booking: another departure, other tickets, cancellation, the confirmation again. */
export async function bookingChangeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/move`,
    {
      onRequest: operators,
      schema: {
        tags,
        summary: "Move a booking to another departure of the project",
        description:
          "The seats are taken on the new departure under its lock (409 Not enough seats left, " +
          "with available) and given back on the old one, in one transaction. The departure may be " +
          "of another experience when that experience sells the booking's ticket categories (409 " +
          "otherwise). Tickets are priced as the new departure sells them on the booking's channel " +
          `now; check-in starts again at 0. ${changeNotes}`,
        params,
        body: moveBookingBodySchema,
        response: { 200: bookingDetailSchema, ...tenantRouteProblems, 409: seatsConflictSchema },
      },
    },
    async (request) =>
      runSeatChange(app, request, "move", (tx, c) =>
        moveBooking(tx, c.scope, {
          id: request.params.id,
          eventId: request.body.eventId,
          allowOverbook: c.allowOverbook,
          userId: c.userId,
          now: c.now,
        }),
      ),
  );

  r.put(
    `${base}/quantities`,
    {
      onRequest: operators,
      schema: {
        tags,
        summary: "Set how many tickets of each category a booking has",
        description:
          "items are the tickets as they should be; a category at 0 or left out is dropped, all at " +
          "0 answers 400 Choose at least one ticket. Tickets already booked keep the price they were " +
          "sold at; a category added now is priced as the departure sells it now. Extra seats are " +
          "taken under the departure's lock (409 Not enough seats left); totals and VAT are worked " +
          `out again and check-in never stays above the seats. ${changeNotes}`,
        params,
        body: changeQuantitiesBodySchema,
        response: { 200: bookingDetailSchema, ...tenantRouteProblems, 409: seatsConflictSchema },
      },
    },
    async (request) =>
      runSeatChange(app, request, "quantities", (tx, c) =>
        changeQuantities(tx, c.scope, {
          id: request.params.id,
          items: request.body.items,
          allowOverbook: c.allowOverbook,
          userId: c.userId,
          now: c.now,
        }),
      ),
  );
}
