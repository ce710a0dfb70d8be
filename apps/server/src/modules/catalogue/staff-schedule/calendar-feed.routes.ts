import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import {
  calendarFeedParamsSchema,
  calendarFeedStatusSchema,
  createdCalendarFeedSchema,
} from "@stund/shared/contracts/staff-schedule";
import { notFound } from "../../../http/errors";
import { publicOriginOf } from "../../../http/public-origin";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { requireTenantContext, requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import {
  calendarFeedFile,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from "./calendar-feed.service";

const tags = ["Schedule"];
const member = tenantSection("schedule");
const feedPath = "/:tenant/api/schedule/feed";

/** The caller's own calendar feed in the company, and the public feed file calendar apps read. */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const person = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, name: user.name };
  };

  r.get(
    feedPath,
    {
      onRequest: member,
      schema: {
        summary: "Whether the caller has a calendar feed of their departures, and since when",
        tags,
        params: tenantParams,
        response: { 200: calendarFeedStatusSchema, ...problems },
      },
    },
    async (request) =>
      calendarFeedStatus(app.db, requireTenantContext(request).tenantId, requireUser(request).id),
  );

  r.post(
    feedPath,
    {
      onRequest: member,
      schema: {
        summary: "A new secret calendar feed address for the caller; the old one stops working",
        tags,
        params: tenantParams,
        response: { 201: createdCalendarFeedSchema, ...problems },
      },
    },
    async (request, reply) => {
      const origin = publicOriginOf(app.config, request);
      const feed = await createCalendarFeed(
        app.db,
        requireTenantContext(request).tenantId,
        person(request),
        origin,
      );
      return reply.status(201).header("cache-control", "no-store").send(feed);
    },
  );

  r.delete(
    feedPath,
    {
      onRequest: member,
      schema: {
        summary: "End the caller's calendar feed",
        tags,
        params: tenantParams,
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await revokeCalendarFeed(app.db, requireTenantContext(request).tenantId, person(request));
      return { ok: true as const };
    },
  );

  r.get(
    "/calendar/:file",
    {
      schema: {
        summary: "A person's departures as an iCalendar feed, by its secret address (no session)",
        tags,
        params: calendarFeedParamsSchema,
        produces: ["text/calendar"],
        response: { 200: z.string().describe("An iCalendar (RFC 5545) file"), 404: problemSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith(".ics") ? request.params.file.slice(0, -4) : "";
      const file = await calendarFeedFile(app.db, token, publicOriginOf(app.config, request));
      if (file === undefined) throw notFound("Calendar feed not found");
      return reply
        .type("text/calendar; charset=utf-8")
        .header("cache-control", "private, max-age=300")
        .header("x-robots-tag", "noindex")
        .header("content-disposition", 'inline; filename="stund.ics"')
        .send(file);
    },
  );
}
