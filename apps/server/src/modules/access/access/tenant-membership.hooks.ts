import type { FastifyRequest } from "fastify";
import type { TenantContext } from "../../../http/app-types";
import { notAuthorized, notFound } from "../../../http/errors";
import { assertTwoFactor, loadTenantContext, requireUser } from "./tenant-access.hooks";

/** onRequest hook for /{tenant}/api routes open to every member, whatever their role. */
export async function tenantMember(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  const { tenant } = request.params as { tenant?: string };
  if (!tenant) throw notFound("Tenant not found");
  const context = await loadTenantContext(request.server.db, user, tenant, request.server.changeFeed);
  assertTwoFactor(context);
  request.tenantContext = context;
}

/** Deleting or activating a company is for its Owner or a Super Admin only. */
export function assertOwner(context: TenantContext): void {
  if (!context.subject.isSuperAdmin && !context.subject.tenantRoles.includes("Owner")) throw notAuthorized();
}
