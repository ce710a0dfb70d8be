import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  acceptInvitationAnswerSchema,
  acceptInvitationBodySchema,
  invitationIdParamsSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  inviteAnswerSchema,
  inviteBodySchema,
  publicInvitationSchema,
} from "@stund/shared/contracts/invitations";
import { okSchema, problemSchema } from "@stund/shared/contracts/problem";
import { publicOriginOf } from "../../../http/public-origin";
import {
  tenantParamsSchema as tenantParams,
  tenantRouteProblems as problems,
} from "../../../http/route-schemas";
import { requireTenantContext, requireUser, tenantSection } from "../../access/access/tenant-access.hooks";
import { startSession } from "../auth/session.service";
import { acceptInvitation, describeInvitation } from "./invitation-accept.service";
import type { InvitingCaller } from "./invitation-sending";
import { listInvitations, resendInvitation, revokeInvitation } from "./invitation.service";
import { inviteStaff } from "./invite-staff.service";

const tags = ["Staff invitations"];
/** The staff section lets managers of staff in; each service function decides what they may do. */
const staff = tenantSection("staff");
const idParams = tenantParams.extend(invitationIdParamsSchema.shape);

export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const caller = (request: FastifyRequest): InvitingCaller => ({
    context: requireTenantContext(request),
    user: requireUser(request),
    origin: publicOriginOf(app.config, request),
  });

  r.get(
    "/:tenant/api/invitations",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Open invitations to the company, or those granting a role in one project",
        params: tenantParams,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...problems },
      },
    },
    async (request) => listInvitations(app.db, requireTenantContext(request), request.query.projectId),
  );

  r.post(
    "/:tenant/api/invitations",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Invite one or more addresses with a company role and/or project roles",
        params: tenantParams,
        body: inviteBodySchema,
        response: { 200: inviteAnswerSchema, ...problems },
      },
    },
    async (request) => inviteStaff(app.db, caller(request), request.body),
  );

  r.post(
    "/:tenant/api/invitations/:id/resend",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Send an invitation again with a new link; the old link stops working",
        params: idParams,
        response: { 200: invitationSchema, ...problems },
      },
    },
    async (request) => resendInvitation(app.db, caller(request), request.params.id),
  );

  r.delete(
    "/:tenant/api/invitations/:id",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Revoke an invitation: its link stops working",
        params: idParams,
        response: { 200: okSchema, ...problems },
      },
    },
    async (request) => {
      await revokeInvitation(app.db, caller(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    "/api/invitations/:token",
    {
      schema: {
        tags,
        summary: "The invitation of a link: company, who invited, roles and whether it can be accepted",
        params: invitationTokenParamsSchema,
        response: { 200: publicInvitationSchema, 404: problemSchema },
      },
    },
    async (request) => describeInvitation(app.db, request.params.token),
  );

  r.post(
    "/api/invitations/:token/accept",
    {
      schema: {
        tags,
        summary: "Accept an invitation: signed in with the invited address, or signing up with it",
        params: invitationTokenParamsSchema,
        body: acceptInvitationBodySchema,
        response: {
          200: acceptInvitationAnswerSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          404: problemSchema,
          409: problemSchema,
          410: problemSchema,
        },
      },
    },
    async (request, reply) =>
      acceptInvitation(app.db, {
        token: request.params.token,
        user: request.user,
        body: request.body,
        startSession: (userId) => startSession(app.db, request, reply, userId),
        onAccepted: (userId) => app.hubs.userUpdated(userId),
      }),
  );
}
