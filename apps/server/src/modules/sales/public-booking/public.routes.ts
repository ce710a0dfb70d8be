import type { FastifyInstance } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  publicBookingBodySchema,
  publicBookingCreatedSchema,
  publicBookingViewSchema,
  publicCancelBodySchema,
  publicCancelResultSchema,
  publicCompanySchema,
  publicEventSchema,
  publicEventsQuerySchema,
  publicExperienceSchema,
} from "@stund/shared/contracts/bookings/public";
import { seatsConflictSchema } from "@stund/shared/contracts/catalogue/availability";
import { problemSchema } from "@stund/shared/contracts/problem";
import { badRequest, notFound } from "../../../http/errors";
import { publicOriginOf } from "../../../http/public-origin";
import { idempotencyHeader, idempotencyKeyOf } from "../idempotency/idempotency.service";
import { listPublicEvents, listPublicExperiences, publicExperience } from "./public-catalogue";
import { createPublicBooking } from "./public-booking.service";
import { cancelAsCustomer } from "./public-cancel.service";
import { publicBookingView } from "./public-booking-view";
import { availabilityTopicsOf, findPolicies, publicTenant } from "./public-tenant";

const tags = ["Public booking"];
const tenantParams = z.object({ tenant: z.string().min(1).max(100) });
const problems = { 400: problemSchema, 404: problemSchema, 429: problemSchema };

/** Per caller (address) and company, per minute; PUBLIC_RATE_LIMIT scales both (bench and load tests). */
function limits() {
  const scale = Number(process.env.PUBLIC_RATE_LIMIT_SCALE ?? 1);
  return { reads: Math.round(600 * scale), bookings: Math.round(30 * scale) };
}

/**
 * The public booking API under /{tenant}/api/public: no sign-in, no cookies read, open to every
 * origin (the widget runs on the companies' own websites), limited per caller.
 */
export async function publicBookingRoutes(app: FastifyInstance): Promise<void> {
  const { reads, bookings } = limits();
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${(request.params as { tenant?: string }).tenant ?? ""}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 429,
      title: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-expose-headers", "retry-after");
    request.user = null;
  });
  app.options("/:tenant/api/public/*", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header("access-control-allow-methods", "GET, POST")
      .header("access-control-allow-headers", `content-type, ${idempotencyHeader}`)
      .header("access-control-max-age", "600")
      .status(204)
      .send(),
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  const readLimit = { rateLimit: { max: reads, timeWindow: 60_000 } };

  r.get(
    "/:tenant/api/public/company",
    {
      config: readLimit,
      schema: {
        tags,
        summary: "The company's name, currency, terms and refund policy",
        params: tenantParams,
        response: { 200: publicCompanySchema, ...problems },
      },
    },
    async (request) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      const policies = await findPolicies(app.db, tenant.id);
      return {
        name: tenant.name,
        identifier: tenant.identifier,
        currency: tenant.currency,
        termsAndConditions: policies.get("TermsAndConditions") ?? "",
        refundPolicy: policies.get("RefundPolicy") ?? "",
        timeZone: tenant.timeZone,
      };
    },
  );

  r.get(
    "/:tenant/api/public/experiences",
    {
      config: readLimit,
      schema: {
        tags,
        summary: "Published experiences sold on the Public channel",
        description:
          "With `project` (a project's identifier or id), only that project's: a project's booking widget.",
        params: tenantParams,
        querystring: z.object({ project: z.string().trim().min(1).max(100).optional() }),
        response: { 200: z.array(publicExperienceSchema), ...problems },
      },
    },
    async (request) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      const rows = await listPublicExperiences(app.db, tenant, request.query.project);
      return rows.map((row) => publicExperience(row, tenant));
    },
  );

  r.get(
    "/:tenant/api/public/experiences/:tag",
    {
      config: readLimit,
      schema: {
        tags,
        params: tenantParams.extend({ tag: z.string().max(200) }),
        response: { 200: publicExperienceSchema, ...problems },
      },
    },
    async (request) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      const row = (await listPublicExperiences(app.db, tenant)).find(
        (e) => e.tag === request.params.tag || e.id === request.params.tag,
      );
      if (!row) throw notFound("Experience not found");
      return publicExperience(row, tenant);
    },
  );

  r.get(
    "/:tenant/api/public/events",
    {
      config: readLimit,
      schema: {
        tags,
        summary: "Coming departures of an experience with the seats left now",
        params: tenantParams,
        querystring: publicEventsQuerySchema,
        response: { 200: z.array(publicEventSchema), ...problems },
      },
    },
    async (request) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (to <= from || to.getTime() - from.getTime() > 92 * 86_400_000)
        throw badRequest("Check the range", { to: ["Must be after from, and at most 92 days later"] });
      const experience = (await listPublicExperiences(app.db, tenant)).find(
        (e) => e.id === request.query.experienceId,
      );
      if (!experience) throw notFound("Experience not found");
      return listPublicEvents(app.db, tenant, experience, { from, to });
    },
  );

  r.get(
    "/:tenant/api/public/bookings/:id",
    {
      config: readLimit,
      schema: {
        tags,
        summary: "A customer's booking, by the id they were given",
        params: tenantParams.extend({ id: z.string().uuid("Must be an id") }),
        response: { 200: publicBookingViewSchema, ...problems },
      },
    },
    async (request, reply) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      reply.header("cache-control", "no-store");
      return publicBookingView(app.db, tenant, request.params.id);
    },
  );

  r.post(
    "/:tenant/api/public/bookings/:id/cancel",
    {
      config: { rateLimit: { max: bookings, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "The customer cancels their booking under the experience's cancellation policy",
        description:
          "email must be the address the booking was made with (400 otherwise, nothing changed). A " +
          "confirmed booking or a live hold may be cancelled until its departure starts (409 " +
          "otherwise). The seats go back and the refund the policy gives (free until freeUntilHours " +
          "before the start, then feePercent is kept) goes back to the card through the broker; when " +
          "a refund is due but the booking was not paid by card online, the answer is 409 and the " +
          "customer contacts the company. refundStatus says how the refund went; the booking is " +
          "cancelled whatever it says. Send an Idempotency-Key header: a retry with the same key " +
          "answers as the first call did.",
        params: tenantParams.extend({ id: z.string().uuid("Must be an id") }),
        body: publicCancelBodySchema,
        response: { 200: publicCancelResultSchema, ...problems, 409: problemSchema, 422: problemSchema },
      },
    },
    async (request, reply) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      request.changedTopics = availabilityTopicsOf(tenant);
      reply.header("cache-control", "no-store");
      return cancelAsCustomer({ db: app.db, config: app.config, hubs: app.hubs, log: request.log }, tenant, {
        id: request.params.id,
        body: request.body,
        key: idempotencyKeyOf(request),
      });
    },
  );

  r.post(
    "/:tenant/api/public/bookings",
    {
      config: { rateLimit: { max: bookings, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "Book a departure; the booking holds its seats while the customer pays",
        description:
          "Items are for one departure, quantities per ticket category. The answer's paymentUrl is the broker's hosted " +
          "page; the booking holds its seats until expiresAt (15 minutes). Prices are in minor units. Send an " +
          "Idempotency-Key header: a retry with the same key returns the first answer and never books twice.",
        params: tenantParams,
        body: publicBookingBodySchema,
        response: {
          201: publicBookingCreatedSchema,
          ...problems,
          409: seatsConflictSchema,
          422: problemSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = await publicTenant(app.db, app.changeFeed, request.params.tenant);
      request.changedTopics = availabilityTopicsOf(tenant);
      const stored = await createPublicBooking(app.db, app.changeFeed, tenant, request.body, {
        key: idempotencyKeyOf(request),
        origin: publicOriginOf(app.config, request),
        config: app.config,
      });
      const created = stored.body as { projectId: string; eventId: string | null };
      if (created.eventId) app.hubs.availabilityChanged(created.projectId, [created.eventId]);
      return reply.status(stored.statusCode).send(stored.body as never);
    },
  );
}
