import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import { currentSubscriptionResponseSchema } from "@stund/shared/contracts/subscription";
import { requireTenantContext } from "../../access/access/tenant-access.hooks";
import { tenantMember } from "../../access/access/tenant-membership.hooks";
import { tenantParamsSchema } from "../../../http/route-schemas";
import { billingInvoiceRoutes } from "./billing-invoice.routes";
import { billingPlanRoutes } from "./billing-plan.routes";
import { getCurrentSubscription } from "./subscription.service";

const tags = ["Subscriptions"];

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  // Every member reads the subscription: the console hides gated sections by it.
  app.withTypeProvider<ZodTypeProvider>().get(
    "/:tenant/api/subscriptions/subscription",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "The company's current subscription, or null (any member)",
        params: tenantParamsSchema,
        response: { 200: currentSubscriptionResponseSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getCurrentSubscription(app.db, requireTenantContext(request).tenantId),
  );
  await app.register(billingPlanRoutes);
  await app.register(billingInvoiceRoutes);
}
