import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import {
  eventStaffSchema,
  replaceEventStaffBodySchema,
  scheduleQuerySchema,
  scheduleSchema,
  staffConflictProblemSchema,
} from "@stund/shared/contracts/staff-schedule";
import { requireTenantContext, requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { getEventStaff, replaceEventStaff } from "./event-staff.service";
import { getSchedule } from "./schedule.service";

const tags = ["Schedule"];
/** Every member opens the schedule; each answer then holds only the projects the caller may see. */
const member = tenantSection("schedule");
const eventParams = tenantParams.extend(idParamsSchema.shape);

export async function staffScheduleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/schedule",
    {
      onRequest: member,
      schema: {
        summary: "Departures of the projects the caller may see, with their staff and conflicts",
        tags,
        params: tenantParams,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleSchema, ...problems },
      },
    },
    async (request) =>
      getSchedule(app.db, requireTenantContext(request), requireUser(request).id, request.query),
  );

  r.get(
    "/:tenant/api/events/:id/staff",
    {
      onRequest: member,
      schema: {
        summary: "Who is assigned to a departure and, for managers, who may be, with their overlaps",
        tags,
        params: eventParams,
        response: { 200: eventStaffSchema, ...problems },
      },
    },
    async (request) => getEventStaff(app.db, requireTenantContext(request), request.params.id),
  );

  r.put(
    "/:tenant/api/events/:id/staff",
    {
      onRequest: member,
      schema: {
        summary: "Replace the staff of a departure (managers and administrators of its project)",
        tags,
        params: eventParams,
        body: replaceEventStaffBodySchema,
        response: { 200: eventStaffSchema, ...problems, 409: staffConflictProblemSchema },
      },
    },
    async (request) =>
      replaceEventStaff(
        app.db,
        requireTenantContext(request),
        requireUser(request).id,
        request.params.id,
        request.body,
      ),
  );
}
