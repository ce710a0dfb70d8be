import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema } from "@stund/shared/contracts/problem";
import {
  projectStaffChangeQuerySchema,
  projectStaffPersonSchema,
  staffUserParamsSchema,
  updateProjectStaffRolesBodySchema,
} from "@stund/shared/contracts/staff";
import { tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { removeProjectStaff, updateProjectStaffRoles } from "./project-staff-roles.service";
import { staffCaller } from "./staff-caller";

const tags = ["Staff"];
/** Any member gets in: a Project Administrator manages their own project's staff, anyone may leave one. */
const member = tenantSection("projects");

/** Project-level staff: a person's roles in one project, and leaving it. */
export async function projectStaffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const person = tenantParams.extend(staffUserParamsSchema.shape);

  r.put(
    "/:tenant/api/project/staff/:userId",
    {
      onRequest: member,
      schema: {
        summary: "Replace a person's roles in one project (people without a company role)",
        tags,
        params: person,
        querystring: projectStaffChangeQuerySchema,
        body: updateProjectStaffRolesBodySchema,
        response: { 200: projectStaffPersonSchema, ...problems },
      },
    },
    async (request) =>
      updateProjectStaffRoles(
        app.db,
        app.hubs,
        staffCaller(request),
        { projectId: request.query.projectId, userId: request.params.userId },
        request.body,
      ),
  );

  r.delete(
    "/:tenant/api/project/staff/:userId",
    {
      onRequest: member,
      schema: {
        summary: "Take a person off one project's staff and its coming departures",
        tags,
        params: person,
        querystring: projectStaffChangeQuerySchema,
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await removeProjectStaff(app.db, app.hubs, staffCaller(request), {
        projectId: request.query.projectId,
        userId: request.params.userId,
      });
      return { ok: true as const };
    },
  );
}
