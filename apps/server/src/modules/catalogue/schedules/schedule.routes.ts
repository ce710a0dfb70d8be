import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  scheduleBodySchema,
  scheduleListQuerySchema,
  scheduleSchema,
  slotListQuerySchema,
  slotSchema,
} from "@stund/shared/contracts/catalogue/schedules";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { settingsLevels } from "../assets/settings-levels";
import { projectParamsSchema as projectParams } from "../../access/access/route-params.types";
import { tenantRouteProblems } from "../../../http/route-schemas";
import { scheduleSlots } from "./schedule-slots.service";
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from "./schedule.service";

const tags = ["Schedules"];
const problems = { ...tenantRouteProblems, 409: problemSchema };
const listQuery = scheduleListQuerySchema.pick({ kind: true });

/**
 * Schedules in the company settings (presets, shared by every project) and in a project's
 * settings (its own and the presets), and the bookable slots of one on a date.
 */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { prefix, params, onRequest, place } of settingsLevels("schedules", "projectSchedules")) {
    r.get(
      `${prefix}/schedules`,
      {
        onRequest,
        schema: {
          tags,
          params,
          querystring: listQuery,
          response: { 200: z.array(scheduleSchema), ...problems },
        },
      },
      async (request) => listSchedules(app.db, place(request), request.query.kind),
    );

    r.post(
      `${prefix}/schedules`,
      {
        onRequest,
        schema: { tags, params, body: scheduleBodySchema, response: { 201: scheduleSchema, ...problems } },
      },
      async (request, reply) =>
        reply.status(201).send(await createSchedule(app.db, place(request), request.body)),
    );

    r.put(
      `${prefix}/schedules/:id`,
      {
        onRequest,
        schema: {
          tags,
          params: params.extend(idParamsSchema.shape),
          body: scheduleBodySchema,
          response: { 200: scheduleSchema, ...problems },
        },
      },
      async (request) => updateSchedule(app.db, place(request), request.params.id, request.body),
    );

    r.delete(
      `${prefix}/schedules/:id`,
      {
        onRequest,
        schema: {
          tags,
          params: params.extend(idParamsSchema.shape),
          response: { 200: okSchema, ...problems },
        },
      },
      async (request) => {
        await deleteSchedule(app.db, place(request), request.params.id);
        return { ok: true as const };
      },
    );
  }

  r.get(
    "/:tenant/api/:project/schedules/:id/slots",
    {
      onRequest: projectSection("projectSchedules"),
      schema: {
        tags,
        params: projectParams.extend(idParamsSchema.shape),
        querystring: slotListQuerySchema,
        response: { 200: z.array(slotSchema), ...problems },
      },
    },
    async (request) => scheduleSlots(app.db, requireProjectScope(request), request.params.id, request.query),
  );
}
