import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { acceptsGzip } from "../../../http/accepts-gzip";
import { cachedAvailabilityRead } from "./event-list-cache";
import { z } from "zod";
import {
  bulkEventActionSchema,
  bulkEventResultSchema,
  createEventBodySchema,
  delayEventBodySchema,
  delayStatusBodySchema,
  eventListQuerySchema,
  eventSchema,
  updateEventBodySchema,
} from "@stund/shared/contracts/catalogue/events";
import { eventDetailSchema } from "@stund/shared/contracts/catalogue/event-detail";
import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { projectSection, requireProjectScope } from "../../access/access/project-access.hooks";
import { outboxNotifications } from "../../messaging/notifications/notification.service";
import { tenantRouteProblems } from "../../../http/route-schemas";
import type { EventChangeContext } from "./event-changes";
import { createEvent, getEvent, listEvents, updateEvent } from "./event.service";
import {
  bulkEventAction,
  cancelEvent,
  closeEvent,
  delayEvent,
  deleteEvent,
  openEvent,
  setDelayStatus,
} from "./event-status.service";
import { projectParamsSchema } from "../../access/access/route-params.types";
import { requestActor } from "./request-actor";

const tags = ["Events"];
const problems = { ...tenantRouteProblems, 409: seatsConflictSchema };
const eventParams = projectParamsSchema.extend(idParamsSchema.shape);
const base = "/:tenant/api/:project/events";

const readers = projectSection("projectContent");
const editors = projectSection("catalogueEdit");
const operators = projectSection("eventOperations");

function changeContext(request: FastifyRequest): EventChangeContext {
  return { scope: requireProjectScope(request), actor: requestActor(request), notices: outboxNotifications };
}

/** Open calendars of the project refetch these events. */
function announce(request: FastifyRequest, eventIds: string[]): void {
  if (eventIds.length > 0)
    request.server.hubs.availabilityChanged(requireProjectScope(request).projectId, eventIds);
}

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    base,
    {
      onRequest: readers,
      schema: {
        tags,
        params: projectParamsSchema,
        querystring: eventListQuerySchema,
        response: { 200: z.array(eventSchema), ...problems },
      },
    },
    async (request, reply) => {
      const scope = requireProjectScope(request);
      const key = `${scope.projectId}|${scope.timeZone}|${JSON.stringify(request.query)}`;
      const answer = await cachedAvailabilityRead(
        app.db,
        app.changeFeed,
        scope.tenantId,
        key,
        () => listEvents(app.db, scope, request.query),
        acceptsGzip(request.headers["accept-encoding"]),
      );
      reply.header("vary", "accept-encoding");
      if (answer.gzip) reply.header("content-encoding", "gzip");
      // Already serialized: the bytes are sent as they are, without a second serialization.
      return reply.type("application/json; charset=utf-8").send(answer.bytes as never);
    },
  );

  r.post(
    base,
    {
      onRequest: editors,
      schema: {
        tags,
        params: projectParamsSchema,
        body: createEventBodySchema,
        response: { 201: eventSchema, ...problems },
      },
    },
    async (request, reply) => {
      const event = await createEvent(app.db, changeContext(request), request.body);
      announce(request, [event.id]);
      return reply.status(201).send(event);
    },
  );

  r.post(
    `${base}/bulk`,
    {
      onRequest: operators,
      schema: {
        tags,
        params: projectParamsSchema,
        body: bulkEventActionSchema,
        response: { 200: bulkEventResultSchema, ...problems },
      },
    },
    async (request) => {
      const result = await bulkEventAction(app.db, changeContext(request), request.body);
      announce(request, result.updated);
      return result;
    },
  );

  r.get(
    `${base}/:id`,
    {
      onRequest: readers,
      schema: { tags, params: eventParams, response: { 200: eventDetailSchema, ...problems } },
    },
    async (request) => getEvent(app.db, requireProjectScope(request), request.params.id),
  );

  r.put(
    `${base}/:id`,
    {
      onRequest: editors,
      schema: {
        tags,
        params: eventParams,
        body: updateEventBodySchema,
        response: { 200: eventSchema, ...problems },
      },
    },
    async (request) => {
      const event = await updateEvent(app.db, changeContext(request), request.params.id, request.body);
      announce(request, [event.id]);
      return event;
    },
  );

  r.delete(
    `${base}/:id`,
    {
      onRequest: editors,
      schema: { tags, params: eventParams, response: { 200: eventSchema, ...problems } },
    },
    async (request) => {
      const event = await deleteEvent(app.db, changeContext(request), request.params.id);
      announce(request, [event.id]);
      return event;
    },
  );

  const statusActions = { close: closeEvent, open: openEvent, cancel: cancelEvent } as const;
  for (const [action, run] of Object.entries(statusActions)) {
    r.post(
      `${base}/:id/${action}`,
      {
        onRequest: operators,
        schema: { tags, params: eventParams, response: { 200: eventSchema, ...problems } },
      },
      async (request) => {
        const event = await run(app.db, changeContext(request), request.params.id);
        announce(request, [event.id]);
        return event;
      },
    );
  }

  r.post(
    `${base}/:id/delay`,
    {
      onRequest: operators,
      schema: {
        tags,
        params: eventParams,
        body: delayEventBodySchema,
        response: { 200: eventSchema, ...problems },
      },
    },
    async (request) => {
      const event = await delayEvent(app.db, changeContext(request), request.params.id, request.body);
      announce(request, [event.id]);
      return event;
    },
  );

  r.post(
    `${base}/:id/delay-status`,
    {
      onRequest: operators,
      schema: {
        tags,
        params: eventParams,
        body: delayStatusBodySchema,
        response: { 200: eventSchema, ...problems },
      },
    },
    async (request) => {
      const event = await setDelayStatus(
        app.db,
        changeContext(request),
        request.params.id,
        request.body.delayStatus,
      );
      announce(request, [event.id]);
      return event;
    },
  );
}
