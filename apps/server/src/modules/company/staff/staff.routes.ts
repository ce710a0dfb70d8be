import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import {
  staffListSchema,
  staffMemberSchema,
  staffSearchQuerySchema,
  staffUserParamsSchema,
  transferOwnershipBodySchema,
  updateStaffRolesBodySchema,
} from "@stund/shared/contracts/staff";
import { tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { transferOwnership } from "./staff-ownership.service";
import { removeStaff, updateStaffRoles } from "./staff-roles.service";
import { staffCaller } from "./staff-caller";
import { listStaff } from "./staff.service";

const tags = ["Staff"];

/** Company-level staff: who holds which role, changes to roles, removal, transfer of ownership. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const person = tenantParams.extend(staffUserParamsSchema.shape);

  r.get(
    "/:tenant/api/staff",
    {
      onRequest: tenantSection("staff"),
      schema: {
        summary: "Everyone with a role in the company, sorted by name; search by name or email",
        tags,
        params: tenantParams,
        querystring: staffSearchQuerySchema,
        response: { 200: staffListSchema, ...problems },
      },
    },
    async (request) => listStaff(app.db, staffCaller(request), request.query.search),
  );

  r.put(
    "/:tenant/api/staff/:userId/roles",
    {
      onRequest: tenantSection("staff"),
      schema: {
        summary: "Replace a person's company role and project roles (Owner and Administrators)",
        tags,
        params: person,
        body: updateStaffRolesBodySchema,
        response: { 200: staffMemberSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) =>
      updateStaffRoles(app.db, app.hubs, staffCaller(request), request.params.userId, request.body),
  );

  // Open to every member, since anyone may leave the company; the service decides the rest.
  r.delete(
    "/:tenant/api/staff/:userId",
    {
      onRequest: tenantSection("projects"),
      schema: {
        summary: "Remove a person from the company: every role, coming departures and calendar feeds",
        tags,
        params: person,
        response: { 200: okSchema, ...problems, 409: problemSchema },
      },
    },
    async (request) => {
      await removeStaff(app.db, app.hubs, staffCaller(request), request.params.userId);
      return { ok: true as const };
    },
  );

  r.post(
    "/:tenant/api/staff/transfer-ownership",
    {
      onRequest: tenantSection("staff"),
      schema: {
        summary: "Make a person of the staff the company's Owner; the calling Owner becomes an Administrator",
        tags,
        params: tenantParams,
        body: transferOwnershipBodySchema,
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await transferOwnership(app.db, app.hubs, staffCaller(request), request.body.userId);
      return { ok: true as const };
    },
  );
}
