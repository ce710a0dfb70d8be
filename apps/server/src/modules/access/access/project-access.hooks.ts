import type { FastifyRequest } from "fastify";
import type { Section } from "@stund/shared/access/sections";
import type { Currency } from "@stund/shared/enums";
import { accessTopic, type ChangeFeed } from "../../../db/change-feed";
import type { Database } from "../../../db/database";
import { keptPerFeed } from "../../../db/kept-answers";
import { notFound } from "../../../http/errors";
import { findProjectScope } from "./project-scope.repository";
import { assertSection, assertTwoFactor, loadTenantContext, requireUser } from "./tenant-access.hooks";

/** The project a /{tenant}/api/{project}/... route works in, with what its calls need to know. */
export interface ProjectScope {
  tenantId: string;
  projectId: string;
  identifier: string;
  name: string;
  /** IANA zone of departures: the project's own, else the company's. */
  timeZone: string;
  currency: Currency;
}

declare module "fastify" {
  interface FastifyRequest {
    projectScope: ProjectScope | null;
  }
}

export const projectNotFound = () => notFound("Project not found");

/** The project by identifier (or id) among the tenant's live projects. */
type ProjectScopeRow = NonNullable<Awaited<ReturnType<typeof findProjectScope>>>;
/** Projects by reference, kept until a project or company changes. */
const keptScopes = keptPerFeed<ProjectScopeRow>(10_000);

export async function loadProjectScope(
  db: Database,
  tenantId: string,
  reference: string,
  feed?: ChangeFeed,
): Promise<ProjectScope> {
  const load = () => findProjectScope(db, tenantId, reference);
  const row = feed ? await keptScopes(feed).get(accessTopic, `${tenantId}|${reference}`, load) : await load();
  if (!row) throw projectNotFound();
  return {
    tenantId,
    projectId: row.id,
    identifier: row.identifier,
    name: row.name,
    timeZone: row.timeZone ?? row.tenantTimeZone,
    currency: row.currency,
  };
}

/**
 * onRequest hook for routes under /{tenant}/api/{project}: signed in, member of the tenant, the
 * project is one of its live ones and the section is open to the caller in that project.
 */
export function projectSection(section: Section) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    const { tenant, project } = request.params as { tenant?: string; project?: string };
    if (!tenant) throw notFound("Tenant not found");
    const { db, changeFeed } = request.server;
    const context = await loadTenantContext(db, user, tenant, changeFeed);
    assertTwoFactor(context);
    if (!project) throw projectNotFound();
    const scope = await loadProjectScope(db, context.tenantId, project, changeFeed);
    assertSection(context, section, scope.projectId);
    request.tenantContext = { ...context, projectId: scope.projectId };
    request.projectScope = scope;
  };
}

export function requireProjectScope(request: FastifyRequest): ProjectScope {
  if (!request.projectScope)
    throw new Error("project scope missing: route lacks a projectSection onRequest hook");
  return request.projectScope;
}
