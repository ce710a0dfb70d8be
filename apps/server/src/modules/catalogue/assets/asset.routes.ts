import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { assetBodySchema, assetSchema } from "@stund/shared/contracts/catalogue/schedules";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { tenantRouteProblems } from "../../../http/route-schemas";
import { createAsset, deleteAsset, listAssets, updateAsset } from "./asset.service";
import { settingsLevels } from "./settings-levels";

const tags = ["Assets"];
const problems = { ...tenantRouteProblems, 409: problemSchema };

/** Asset pools in the company settings (every pool) and in a project's settings (its own and shared ones). */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { prefix, params, onRequest, place } of settingsLevels("assets", "projectAssets")) {
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
