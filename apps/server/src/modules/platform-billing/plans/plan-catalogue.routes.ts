import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionModelSchema } from "@stund/shared/contracts/billing";
import { problemSchema } from "@stund/shared/contracts/problem";
import { notAuthorized } from "../../../http/errors";
import { requireUser } from "../../access/access/tenant-access.hooks";
import { currentModel, publishCatalogue } from "./plan-catalogue.service";

const tags = ["Subscriptions"];

/** Decided before the body is read, so only a Super Admin learns what the catalogue must look like. */
async function superAdminOnly(request: FastifyRequest): Promise<void> {
  if (!requireUser(request).isSuperAdmin) throw notAuthorized();
}

export async function planCatalogueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/SubscriptionsInformation",
    {
      schema: {
        tags,
        summary: "The plans catalogue: tiers with price, fee per booking and features (public)",
        response: { 200: subscriptionModelSchema },
      },
    },
    async () => currentModel(app.db),
  );

  r.put(
    "/api/SubscriptionsInformation",
    {
      onRequest: superAdminOnly,
      schema: {
        tags,
        summary: "Publish a new catalogue version, edited from the version named in the body (Super Admin)",
        body: subscriptionModelSchema,
        response: {
          200: subscriptionModelSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          409: problemSchema,
        },
      },
    },
    async (request) => publishCatalogue(app.db, requireUser(request), request.body),
  );
}
