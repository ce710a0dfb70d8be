import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  seriesBodySchema,
  seriesChangeResultSchema,
  seriesSchema,
} from "@stund/shared/contracts/catalogue/events";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { projectParamsSchema as projectParams } from "../../access/access/route-params.types";
import { requestActor as actorOf } from "../events/request-actor";
import { tenantRouteProblems as problems } from "../../../http/route-schemas";
import { createSeries, deleteSeries, getSeries, listProjectSeries, updateSeries } from "./series.service";

const tags = ["Event series"];
const read = projectSection("projectContent");
const write = projectSection("catalogueEdit");

const seriesParams = projectParams.extend(idParamsSchema.shape);
const listQuery = z.object({ experienceId: z.string().uuid().optional() });
const path = "/:tenant/api/:project/event-series";

export async function seriesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    path,
    {
      onRequest: read,
      schema: {
        tags,
        params: projectParams,
        querystring: listQuery,
        response: { 200: z.array(seriesSchema), ...problems },
      },
    },
    async (request) => listProjectSeries(app.db, requireProjectScope(request), request.query.experienceId),
  );

  r.post(
    path,
    {
      onRequest: write,
      schema: {
        tags,
        params: projectParams,
        body: seriesBodySchema,
        response: { 201: seriesChangeResultSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSeries(app.db, app.hubs, requireProjectScope(request), actorOf(request), request.body),
        ),
  );

  r.get(
    `${path}/:id`,
    {
      onRequest: read,
      schema: { tags, params: seriesParams, response: { 200: seriesSchema, ...problems } },
    },
    async (request) => getSeries(app.db, requireProjectScope(request), request.params.id),
  );

  r.put(
    `${path}/:id`,
    {
      onRequest: write,
      schema: {
        tags,
        params: seriesParams,
        body: seriesBodySchema,
        response: { 200: seriesChangeResultSchema, ...problems },
      },
    },
    async (request) =>
      updateSeries(
        app.db,
        app.hubs,
        requireProjectScope(request),
        actorOf(request),
        request.params.id,
        request.body,
      ),
  );

  r.delete(
    `${path}/:id`,
    {
      onRequest: write,
      schema: { tags, params: seriesParams, response: { 200: seriesChangeResultSchema, ...problems } },
    },
    async (request) =>
      deleteSeries(app.db, app.hubs, requireProjectScope(request), actorOf(request), request.params.id),
  );
}
