import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { templateBodySchema, templateSchema } from "@stund/shared/contracts/catalogue/events";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { okSchema } from "@stund/shared/contracts/problem";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { projectParamsSchema as projectParams } from "../../access/access/route-params.types";
import { requestActor as actorOf } from "../events/request-actor";
import { tenantRouteProblems as problems } from "../../../http/route-schemas";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listProjectTemplates,
  updateTemplate,
} from "./event-template.service";

const tags = ["Event templates"];
const read = projectSection("projectContent");
const write = projectSection("catalogueEdit");

const templateParams = projectParams.extend(idParamsSchema.shape);
const path = "/:tenant/api/:project/event-templates";

export async function eventTemplateRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    path,
    {
      onRequest: read,
      schema: { tags, params: projectParams, response: { 200: z.array(templateSchema), ...problems } },
    },
    async (request) => listProjectTemplates(app.db, requireProjectScope(request)),
  );

  r.post(
    path,
    {
      onRequest: write,
      schema: {
        tags,
        params: projectParams,
        body: templateBodySchema,
        response: { 201: templateSchema, ...problems },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createTemplate(app.db, requireProjectScope(request), actorOf(request), request.body)),
  );

  r.get(
    `${path}/:id`,
    {
      onRequest: read,
      schema: { tags, params: templateParams, response: { 200: templateSchema, ...problems } },
    },
    async (request) => getTemplate(app.db, requireProjectScope(request), request.params.id),
  );

  r.put(
    `${path}/:id`,
    {
      onRequest: write,
      schema: {
        tags,
        params: templateParams,
        body: templateBodySchema,
        response: { 200: templateSchema, ...problems },
      },
    },
    async (request) =>
      updateTemplate(app.db, requireProjectScope(request), actorOf(request), request.params.id, request.body),
  );

  r.delete(
    `${path}/:id`,
    {
      onRequest: write,
      schema: { tags, params: templateParams, response: { 200: okSchema, ...problems } },
    },
    async (request) => {
      await deleteTemplate(app.db, requireProjectScope(request), request.params.id);
      return { ok: true as const };
    },
  );
}
