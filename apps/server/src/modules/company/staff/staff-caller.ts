import type { FastifyRequest } from "fastify";
import { requireTenantContext, requireUser } from "../../access/access/tenant-access.hooks";
import type { StaffCaller } from "./staff.service";

/** The caller of a staff route: their access in the company, and who they are for the audit log. */
export function staffCaller(request: FastifyRequest): StaffCaller {
  const user = requireUser(request);
  return { context: requireTenantContext(request), user: { id: user.id, name: user.name } };
}
