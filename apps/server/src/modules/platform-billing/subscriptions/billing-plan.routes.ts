import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import {
  checkoutResponseSchema,
  prorationSchema,
  purchasableTiers,
  tierBodySchema,
} from "@stund/shared/contracts/billing";
import {
  currentSubscriptionResponseSchema,
  currentSubscriptionSchema,
} from "@stund/shared/contracts/subscription";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantParamsSchema, tenantRouteProblems } from "../../../http/route-schemas";
import { billingCaller, billingProvider } from "./billing-provider.service";
import { syncFromProvider } from "./billing-sync.service";
import { startCheckout } from "./checkout.service";
import { changePlan, prorationPreview } from "./plan-change.service";
import { cancelSubscription } from "./subscription.service";

const tags = ["Subscriptions"];
const problems = { ...tenantRouteProblems, 402: problemSchema, 409: problemSchema, 502: problemSchema };

/** The confirm step may send back the preview's time, so the charge is exactly the amount shown. */
const changeBodySchema = tierBodySchema.extend({ prorationDate: z.iso.datetime().optional() });

/** Buying, changing, cancelling and syncing the plan: Owner or Super Admin (docs/product.md §2.2). */
export async function billingPlanRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = tenantSection("subscription");
  const rapyd = () => billingProvider(app).client;

  typed.post(
    "/:tenant/api/rapyd/checkout",
    {
      onRequest,
      schema: {
        tags,
        summary: "Starts a hosted checkout for a first purchase (from None, Trial, Expired or Canceled)",
        params: tenantParamsSchema,
        body: tierBodySchema,
        response: { 200: checkoutResponseSchema, ...problems },
      },
    },
    async (request) => startCheckout(app.db, rapyd(), billingCaller(request), request.body.subscriptionTier),
  );

  typed.put(
    "/:tenant/api/rapyd",
    {
      onRequest,
      schema: {
        tags,
        summary: "Upgrades at once with a prorated charge, or downgrades at the end of the period",
        params: tenantParamsSchema,
        body: changeBodySchema,
        response: { 200: currentSubscriptionSchema, ...problems },
      },
    },
    async (request) =>
      changePlan(app.db, rapyd(), requireTenantContext(request).tenantId, request.body.subscriptionTier, {
        previewedAt: request.body.prorationDate,
      }),
  );

  typed.get(
    "/:tenant/api/rapyd/prorate",
    {
      onRequest,
      schema: {
        tags,
        summary: "What changing to the tier would charge now",
        params: tenantParamsSchema,
        querystring: z.object({ tier: z.enum(purchasableTiers) }),
        response: { 200: prorationSchema, ...problems },
      },
    },
    async (request) => prorationPreview(app.db, requireTenantContext(request).tenantId, request.query.tier),
  );

  typed.post(
    "/:tenant/api/rapyd/sync",
    {
      onRequest,
      schema: {
        tags,
        summary: "Repairs the subscription from the billing provider; safe to repeat",
        params: tenantParamsSchema,
        response: { 200: currentSubscriptionResponseSchema, ...problems },
      },
    },
    async (request) => syncFromProvider(app.db, rapyd(), requireTenantContext(request).tenantId),
  );

  typed.delete(
    "/:tenant/api/subscriptions",
    {
      onRequest,
      schema: {
        tags,
        summary: "Cancels at the end of the billing period: Unsubscribed now, Canceled then",
        params: tenantParamsSchema,
        response: { 200: currentSubscriptionSchema, ...problems },
      },
    },
    async (request) => cancelSubscription(app.db, requireTenantContext(request).tenantId),
  );
}
