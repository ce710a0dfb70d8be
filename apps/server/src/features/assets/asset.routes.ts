import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assetBodySchema, assetSchema } from "@stund/shared/contracts/catalogue/schedules";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { projectSection, requireProjectScope } from "../access/project-access";
import { requireTenantContext, requireUser, tenantSection } from "../access/tenant-access";
import { tenantParamsSchema as tenantParams, tenantRouteProblems } from "../../http/route-schemas";
import { createAsset, deleteAsset, listAssets, updateAsset, type AssetPlace } from "./asset.service";

const tags = ["Assets"];
const problems = { ...tenantRouteProblems, 409: problemSchema };
const projectParams = tenantParams.extend({ project: z.string().min(1).max(100) });
const tenantLevel = tenantSection("assets");
const projectLevel = projectSection("projectAssets");

const tenantPlace = (request: FastifyRequest): AssetPlace => ({
  level: "tenant",
  context: requireTenantContext(request),
});
const projectPlace = (request: FastifyRequest): AssetPlace => {
  const user = requireUser(request);
  return { level: "project", scope: requireProjectScope(request), actor: { id: user.id, name: user.name } };
};

/** Asset pools in the company settings (every pool) and in a project's settings (its own and shared ones). */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const levels = [
    { prefix: "/:tenant/api", params: tenantParams, onRequest: tenantLevel, place: tenantPlace },
    { prefix: "/:tenant/api/:project", params: projectParams, onRequest: projectLevel, place: projectPlace },
  ];

  for (const { prefix, params, onRequest, place } of levels) {
    r.get(
      `${prefix}/assets`,
      { onRequest, schema: { tags, params, response: { 200: z.array(assetSchema), ...problems } } },
      async (request) => listAssets(app.db, place(request)),
    );

    r.post(
      `${prefix}/assets`,
      {
        onRequest,
        schema: { tags, params, body: assetBodySchema, response: { 201: assetSchema, ...problems } },
      },
      async (request, reply) =>
        reply.status(201).send(await createAsset(app.db, place(request), request.body)),
    );

    r.put(
      `${prefix}/assets/:id`,
      {
        onRequest,
        schema: {
          tags,
          params: params.extend(idParamsSchema.shape),
          body: assetBodySchema,
          response: { 200: assetSchema, ...problems },
        },
      },
      async (request) => updateAsset(app.db, place(request), request.params.id, request.body),
    );

    r.delete(
      `${prefix}/assets/:id`,
      {
        onRequest,
        schema: {
          tags,
          params: params.extend(idParamsSchema.shape),
          response: { 200: okSchema, ...problems },
        },
      },
      async (request) => {
        await deleteAsset(app.db, place(request), request.params.id);
        return { ok: true as const };
      },
    );
  }
}
