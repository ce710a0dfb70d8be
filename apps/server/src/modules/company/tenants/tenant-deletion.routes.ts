import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { deletePermanentlyBodySchema } from "@stund/shared/contracts/tenants";
import { requireTenantContext } from "../../access/access/tenant-access.hooks";
import { deleteTenant, deleteTenantPermanently } from "./tenant-deletion.service";
import { tenantMember } from "../../access/access/tenant-membership.hooks";
import { tenantParamsSchema as params } from "../../../http/route-schemas";

const tags = ["Tenants"];
const refused = { 401: problemSchema, 403: problemSchema, 404: problemSchema };

export async function tenantDeletionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.delete(
    "/:tenant/api/tenants",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "Delete the company; it is kept for Super Admins (Owner or Super Admin)",
        params,
        response: { 200: okSchema, ...refused },
      },
    },
    async (request) => {
      await deleteTenant(app.db, app.hubs, requireTenantContext(request));
      return { ok: true as const };
    },
  );

  r.delete(
    "/:tenant/api/tenants/deletePermanently",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary:
          "Remove the company and all its data; the body repeats its identifier (Owner or Super Admin)",
        params,
        body: deletePermanentlyBodySchema,
        response: { 200: okSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => {
      await deleteTenantPermanently(app.db, app.hubs, requireTenantContext(request), request.body.identifier);
      return { ok: true as const };
    },
  );
}
