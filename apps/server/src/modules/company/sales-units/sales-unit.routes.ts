import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  createSalesUnitBodySchema,
  salesUnitIdParamsSchema,
  salesUnitListQuerySchema,
  salesUnitListSchema,
  salesUnitSchema,
  updateSalesUnitBodySchema,
} from "@stund/shared/contracts/projects";
import { okSchema } from "@stund/shared/contracts/problem";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import {
  createSalesUnit,
  deleteSalesUnit,
  listProjectSalesUnits,
  updateSalesUnit,
} from "./sales-unit.service";

const tags = ["Sales units"];
/** Any member of the tenant gets in; the sales-unit section is then decided for the unit's project. */
const member = tenantSection("projects");

export async function salesUnitRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/salesunit",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams,
        querystring: salesUnitListQuerySchema,
        response: { 200: salesUnitListSchema, ...problems },
      },
    },
    async (request) => listProjectSalesUnits(app.db, requireTenantContext(request), request.query.projectId),
  );

  r.post(
    "/:tenant/api/salesunit",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams,
        body: createSalesUnitBodySchema,
        response: { 201: salesUnitSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSalesUnit(app.db, requireTenantContext(request), request.body)),
  );

  r.put(
    "/:tenant/api/salesunit",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams,
        body: updateSalesUnitBodySchema,
        response: { 200: salesUnitSchema, ...problems },
      },
    },
    async (request) => updateSalesUnit(app.db, requireTenantContext(request), request.body),
  );

  r.delete(
    "/:tenant/api/salesunit/:id",
    {
      onRequest: member,
      schema: {
        tags,
        params: tenantParams.extend(salesUnitIdParamsSchema.shape),
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await deleteSalesUnit(app.db, requireTenantContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}
