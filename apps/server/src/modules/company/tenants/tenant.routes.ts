import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import {
  activateTenantBodySchema,
  createTenantBodySchema,
  tenantListSchema,
  tenantSchema,
} from "@stund/shared/contracts/tenants";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { tenantDeletionRoutes } from "./tenant-deletion.routes";
import { tenantPolicyRoutes } from "./tenant-policy.routes";
import { tenantSettingsRoutes } from "./tenant-settings.routes";
import { activateTenant, createTenant, getTenant, listTenants } from "./tenant.service";

const tags = ["Tenants"];

/** Calls without the tenant prefix (docs/product.md §5.2); the tenant-scoped ones live in the plugins registered here. */
export async function tenantRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/tenants",
    {
      schema: {
        tags,
        summary: "Create a company; the caller becomes its Owner and a 14-day trial starts",
        body: createTenantBodySchema,
        response: { 201: tenantSchema, 400: problemSchema, 401: problemSchema, 409: problemSchema },
      },
    },
    async (request, reply) => {
      const tenant = await createTenant(app.db, app.hubs, requireUser(request).id, request.body);
      return reply.status(201).send(tenant);
    },
  );

  r.get(
    "/api/tenants",
    {
      schema: {
        tags,
        summary: "The caller's companies (every company for a Super Admin)",
        response: { 200: tenantListSchema, 401: problemSchema },
      },
    },
    async (request) => listTenants(app.db, requireUser(request)),
  );

  r.get(
    "/api/tenants/:id",
    {
      schema: {
        tags,
        summary: "One company by uuid or identifier (members and Super Admins)",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: tenantSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getTenant(app.db, requireUser(request), request.params.id),
  );

  r.put(
    "/api/tenants/activate",
    {
      schema: {
        tags,
        summary: "Finish onboarding (Owner or Super Admin)",
        body: activateTenantBodySchema,
        response: { 200: tenantSchema, 401: problemSchema, 403: problemSchema, 404: problemSchema },
      },
    },
    async (request) => activateTenant(app.db, requireUser(request), request.body.identifier),
  );

  await app.register(tenantSettingsRoutes);
  await app.register(tenantPolicyRoutes);
  await app.register(tenantDeletionRoutes);
}
