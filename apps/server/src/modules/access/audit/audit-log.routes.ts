import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  auditActorListSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from "@stund/shared/contracts/audit-log";
import { tenantParamsSchema as params, tenantRouteProblems as problems } from "../../../http/route-schemas";
import { requireTenantContext, tenantSection } from "../access/tenant-access.hooks";
import { readAuditActors, readAuditLog } from "./audit-log.service";

const tags = ["Audit log"];
/** Owners and Administrators only; everyone else gets 403, another company's user 404. */
const auditors = tenantSection("auditLog");

/** Who changed money, capacity and access, when, with the values before and after. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/:tenant/api/audit-log",
    {
      onRequest: auditors,
      schema: {
        tags,
        summary: "The company's audit log, newest first, a page at a time",
        description:
          "Changes to money (payment settings, refunds, prices, cash taken at the desk), capacity " +
          "(departures' capacity, closing, opening, delays, cancellations, deletions, overbooking) and " +
          "access (roles, invitations), each with who made it, when and the values before and after. " +
          "`from` is inclusive and `to` exclusive; `search` looks in the subject, the action and the " +
          "person's name. Give `nextCursor` of one page as `cursor` for the next. Owners and " +
          "Administrators only.",
        params,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...problems },
      },
    },
    async (request) => readAuditLog(app.db, requireTenantContext(request).tenantId, request.query),
  );

  r.get(
    "/:tenant/api/audit-log/actors",
    {
      onRequest: auditors,
      schema: {
        tags,
        summary: "The people who appear in the company's audit log",
        description: "For the log's person filter: each person once, by the name of their latest entry.",
        params,
        response: { 200: auditActorListSchema, ...problems },
      },
    },
    async (request) => readAuditActors(app.db, requireTenantContext(request).tenantId),
  );
}
