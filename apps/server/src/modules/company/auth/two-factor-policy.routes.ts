import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { twoFactorPolicyBodySchema } from "@stund/shared/contracts/account-security";
import { problemSchema } from "@stund/shared/contracts/problem";
import { requireTenantContext, requireUser } from "../../access/access/tenant-access.hooks";
import { assertOwner, tenantMember } from "../../access/access/tenant-membership.hooks";
import { tenantParamsSchema as params } from "../../../http/route-schemas";
import { setTwoFactorRequirement } from "./two-factor-policy.service";

/** Before the body is read: a member of the company, and its Owner (or a Super Admin). */
async function companyOwner(request: FastifyRequest): Promise<void> {
  await tenantMember(request);
  assertOwner(requireTenantContext(request));
}

export async function twoFactorPolicyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    "/:tenant/api/tenants/two-factor",
    {
      onRequest: companyOwner,
      schema: {
        tags: ["Tenants"],
        summary: "Require two-factor sign-in of every staff member (Owner or Super Admin)",
        params,
        body: twoFactorPolicyBodySchema,
        response: {
          200: twoFactorPolicyBodySchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => {
      const { required, staffIds } = await setTwoFactorRequirement(
        app.db,
        requireTenantContext(request),
        requireUser(request),
        request.body,
      );
      for (const userId of staffIds) app.hubs.userUpdated(userId);
      return { required };
    },
  );
}
