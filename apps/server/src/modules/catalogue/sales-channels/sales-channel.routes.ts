import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { salesChannelSettingsResponseSchema } from "@stund/shared/contracts/catalogue/sales-channel-settings";
import { salesChannelSettingsSchema } from "@stund/shared/contracts/catalogue/schedules";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { getSalesChannelSettings, updateSalesChannelSettings } from "./sales-channel.service";

const tags = ["Sales channels"];
const section = tenantSection("salesChannels");

export async function salesChannelRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/sales-channels",
    {
      onRequest: section,
      schema: {
        tags,
        params: tenantParams,
        response: { 200: salesChannelSettingsResponseSchema, ...problems },
      },
    },
    async (request) => getSalesChannelSettings(app.db, requireTenantContext(request).tenantId),
  );

  r.put(
    "/:tenant/api/sales-channels",
    {
      onRequest: section,
      schema: {
        tags,
        params: tenantParams,
        body: salesChannelSettingsSchema,
        response: { 200: salesChannelSettingsResponseSchema, ...problems },
      },
    },
    async (request) =>
      updateSalesChannelSettings(app.db, requireTenantContext(request).tenantId, request.body),
  );
}
