import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import {
  billingInfoSchema,
  tenantSchema,
  tenantSettingsSchema,
  updateTenantBodySchema,
} from "@stund/shared/contracts/tenants";
import { readUploadedImage } from "../../../files/file-upload";
import { requireTenantContext, tenantSection } from "../../access/access/tenant-access.hooks";
import { tenantMember } from "../../access/access/tenant-membership.hooks";
import { tenantParamsSchema as params } from "../../../http/route-schemas";
import {
  removeLogo,
  replaceLogo,
  updateBillingInfo,
  updateCompanyInformation,
  updateSettings,
} from "./tenant-settings.service";
import { getCurrentTenant } from "./tenant.service";

const tags = ["Tenants"];
const refused = { 401: problemSchema, 403: problemSchema, 404: problemSchema };

export async function tenantSettingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/tenants/current",
    {
      onRequest: tenantMember,
      schema: {
        tags,
        summary: "The company of the path (any member)",
        params,
        response: { 200: tenantSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => getCurrentTenant(app.db, requireTenantContext(request)),
  );

  r.put(
    "/:tenant/api/tenants/",
    {
      onRequest: tenantSection("companyInformation"),
      schema: {
        tags,
        summary: "Update name and company information",
        params,
        body: updateTenantBodySchema,
        response: { 200: tenantSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => updateCompanyInformation(app.db, requireTenantContext(request).tenantId, request.body),
  );

  r.put(
    "/:tenant/api/tenants/settings",
    {
      onRequest: tenantSection("companyInformation"),
      schema: {
        tags,
        summary: "Update regional, store-front and email settings",
        params,
        body: tenantSettingsSchema,
        response: { 200: tenantSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => updateSettings(app.db, requireTenantContext(request).tenantId, request.body),
  );

  r.put(
    "/:tenant/api/tenants/billinginfo",
    {
      onRequest: tenantSection("subscription"),
      schema: {
        tags,
        summary: "Update billing information (Owner or Super Admin)",
        params,
        body: billingInfoSchema,
        response: { 200: tenantSchema, 400: problemSchema, ...refused },
      },
    },
    async (request) => updateBillingInfo(app.db, requireTenantContext(request).tenantId, request.body),
  );

  r.post(
    "/:tenant/api/tenants/logo",
    {
      onRequest: tenantSection("companyInformation"),
      schema: {
        tags,
        summary: "Upload the company logo (multipart form with one PNG, JPEG, GIF or WebP file)",
        consumes: ["multipart/form-data"],
        params,
        response: { 200: tenantSchema, 400: problemSchema, 413: problemSchema, ...refused },
      },
    },
    async (request) =>
      replaceLogo(app.db, requireTenantContext(request).tenantId, await readUploadedImage(request)),
  );

  r.delete(
    "/:tenant/api/tenants/logo",
    {
      onRequest: tenantSection("companyInformation"),
      schema: {
        tags,
        summary: "Remove the company logo",
        params,
        response: { 200: tenantSchema, ...refused },
      },
    },
    async (request) => removeLogo(app.db, requireTenantContext(request).tenantId),
  );
}
