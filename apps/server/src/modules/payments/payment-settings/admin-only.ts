import type { FastifyRequest } from "fastify";
import { isAdmin } from "@stund/shared/access/rules";
import { errorCodes } from "@stund/shared/contracts/problem";
import { paymentSettingsMessages } from "@stund/shared/contracts/payment-settings";
import { AppError, notFound } from "../../../http/errors";
import { assertTwoFactor, loadTenantContext, requireUser } from "../../access/access/tenant-access.hooks";

/**
 * onRequest hook for changing payment settings (docs/product.md §2.5): an admin role (Owner, Application
 * Administrator, or Super Admin) of the tenant, decided before the body is read. A member without
 * one gets the spec's own title; a stranger gets the tenant's 404.
 */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  const { tenant } = request.params as { tenant?: string };
  if (!tenant) throw notFound("Tenant not found");
  const context = await loadTenantContext(request.server.db, user, tenant, request.server.changeFeed);
  assertTwoFactor(context);
  if (!isAdmin(context.subject))
    throw new AppError(403, paymentSettingsMessages.adminOnly, { errorCode: errorCodes.notAuthorized });
  request.tenantContext = context;
}
