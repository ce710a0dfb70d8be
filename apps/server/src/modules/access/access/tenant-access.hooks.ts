import type { FastifyRequest } from "fastify";
import { decideAccess, type AccessSubject } from "@stund/shared/access/rules";
import type { Section } from "@stund/shared/access/sections";
import { effectiveTier } from "@stund/shared/access/tiers";
import type { ProjectRole, SubscriptionStatus, SubscriptionTier, TenantRole } from "@stund/shared/enums";
import { accessTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import type { SessionUser, TenantContext } from "../../../http/app-types";
import {
  featureAccessDenied,
  notAuthorized,
  notFound,
  twoFactorRequired,
  unauthenticated,
} from "../../../http/errors";
import { findTenantAccess } from "./access.repository";

type TenantAccess = NonNullable<Awaited<ReturnType<typeof findTenantAccess>>>;
/** A caller's roles in a company, kept until any membership, company or subscription changes. */
const keptAccess = keptPerFeed<TenantAccess>(10_000);

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Resolves the tenant of the path and the caller's roles in it. A user who does not belong to
 * the tenant gets the same 404 as for a tenant that does not exist: nothing is revealed.
 */
export async function loadTenantContext(
  db: Database,
  user: SessionUser,
  identifier: string,
  feed?: ChangeFeed,
): Promise<TenantContext> {
  const load = () => findTenantAccess(db, identifier, user.id);
  const tenant = feed
    ? await keptAccess(feed).get(accessTopic, `${identifier}|${user.id}`, load)
    : await load();
  if (!tenant || (tenant.isDeleted && !user.isSuperAdmin)) throw notFound("Tenant not found");
  const { tenantRoles, projectRows, subscription } = tenant;
  if (!user.isSuperAdmin && tenantRoles.length === 0 && projectRows.length === 0)
    throw notFound("Tenant not found");
  const projectRoles: Record<string, ProjectRole[]> = {};
  for (const row of projectRows) (projectRoles[row.projectId] ??= []).push(row.role as ProjectRole);
  const subject: AccessSubject = {
    isSuperAdmin: user.isSuperAdmin,
    tenantRoles: tenantRoles as TenantRole[],
    projectRoles,
  };
  const tier = effectiveTier(
    subscription
      ? {
          tier: subscription.tier as SubscriptionTier,
          status: statusNow(subscription.status, subscription.billingEndDate),
        }
      : null,
  );
  // A Super Admin is not the company's staff: its rule does not bind them.
  const twoFactorMissing = tenant.requireTwoFactor && !tenant.twoFactorEnabled && !user.isSuperAdmin;
  return { tenantId: tenant.id, tenantIdentifier: tenant.identifier, subject, tier, twoFactorMissing };
}

/** A trial past its end date is over even before a job or a read has marked it Expired. */
function statusNow(status: string, billingEndDate: Date): SubscriptionStatus {
  if (status === "Trial" && billingEndDate.getTime() <= Date.now()) return "Expired";
  return status as SubscriptionStatus;
}

/**
 * Throws 403 TwoFactorRequired while the company requires two-factor sign-in and the caller has
 * not set it up: the company's data stays closed until they have (the console leads them there).
 */
export function assertTwoFactor(context: TenantContext): void {
  if (context.twoFactorMissing) throw twoFactorRequired();
}

/** Throws 403 "Not authorized" or FeatureAccessDenied when the section is closed to the caller. */
export function assertSection(context: TenantContext, section: Section, projectId?: string): void {
  const decision = decideAccess(section, context.subject, context.tier, projectId);
  if (decision === "notAuthorized") throw notAuthorized();
  if (decision === "notSubscribed") throw featureAccessDenied();
}

/**
 * onRequest hook for routes under /{tenant}/api: signed in, member of the tenant, section open.
 * It runs before the body is read or validated, so a stranger learns nothing from validation.
 */
export function tenantSection(section: Section) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    const { tenant } = request.params as { tenant?: string };
    if (!tenant) throw notFound("Tenant not found");
    const context = await loadTenantContext(request.server.db, user, tenant, request.server.changeFeed);
    assertTwoFactor(context);
    assertSection(context, section);
    request.tenantContext = context;
  };
}

export function requireTenantContext(request: FastifyRequest): TenantContext {
  if (!request.tenantContext)
    throw new Error("tenant context missing: route lacks a tenantSection onRequest hook");
  return request.tenantContext;
}
