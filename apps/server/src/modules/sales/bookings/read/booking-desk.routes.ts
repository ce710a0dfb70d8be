import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  bookingDetailSchema,
  checkInBodySchema,
  eventManifestSchema,
} from "@stund/shared/contracts/bookings/booking-list";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { problemSchema } from "@stund/shared/contracts/problem";
import { tenantRouteProblems } from "../../../../http/route-schemas";
import { requireUser } from "../../../access/access/tenant-access.hooks";
import { projectSection, requireProjectScope } from "../../../access/access/project-access.hooks";
import { projectParamsSchema } from "../../../access/access/route-params.types";
import { checkInBooking } from "./booking-read.service";
import { eventManifest } from "./event-manifest";

const tags = ["Bookings"];
const idParams = projectParamsSchema.extend(idParamsSchema.shape);

/** The departure's side of bookings: who is coming, and who has arrived. */
export async function bookingDeskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/:tenant/api/:project/bookings/:id/check-in",
    {
      onRequest: projectSection("eventOperations"),
      schema: {
        tags,
        summary: "Record how many of a confirmed booking's seats have arrived",
        description:
          "Sets the count (0 to the booking's seats; lower it to correct a mistake) and writes a " +
          "CheckedIn line to the booking's history. Answers the booking as GET /bookings/{id} does.",
        params: idParams,
        body: checkInBodySchema,
        response: { 200: bookingDetailSchema, ...tenantRouteProblems, 409: problemSchema },
      },
    },
    async (request) =>
      checkInBooking(app.db, requireProjectScope(request), {
        id: request.params.id,
        seats: request.body.seats,
        userId: requireUser(request).id,
      }),
  );

  r.get(
    "/:tenant/api/:project/events/:id/manifest",
    {
      onRequest: projectSection("projectContent"),
      schema: {
        tags,
        summary: "The departure's passenger list",
        description:
          "Bookings that sold seats (Confirmed, not cancelled) or hold them now (Pending, hold not " +
          "run out), oldest first, with tickets, answers, payment and check-in, and the totals.",
        params: idParams,
        response: { 200: eventManifestSchema, ...tenantRouteProblems },
      },
    },
    async (request) => eventManifest(app.db, requireProjectScope(request), request.params.id),
  );
}
