import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import {
  policyListSchema,
  policySchema,
  policyTypeSchema,
  savePolicyBodySchema,
} from "@stund/shared/contracts/tenants";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantMember } from "../../access/access/tenant-membership.hooks";
import { tenantParamsSchema as params } from "../../../http/route-schemas";
import { getPolicy, listPolicies, savePolicy } from "./tenant-policy.service";

const tags = ["Tenants"];

/** The company's own terms and conditions and refund policy, shown to its customers. */
export async function tenantPolicyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/tenants/settings/policy",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "Both policies (any member)",
        params,
        response: { 200: policyListSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => listPolicies(app.db, requireTenantContext(request).tenantId),
  );

  r.get(
    "/:tenant/api/tenants/settings/policy/:type",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "One policy; empty content when never written (any member)",
        params: params.extend({ type: policyTypeSchema }),
        response: { 200: policySchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getPolicy(app.db, requireTenantContext(request).tenantId, request.params.type),
  );

  r.post(
    "/:tenant/api/tenants/settings/policy",
    {
      onRequest: tenantSection("companyInformation"),
      schema: {
        tags,
        summary: "Save a policy",
        params,
        body: savePolicyBodySchema,
        response: {
          200: policySchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) =>
      savePolicy(app.db, requireTenantContext(request).tenantId, request.body.type, request.body.content),
  );
}
