import type { FastifyRequest } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Section } from "@stund/shared/access/sections";
import { bookings } from "../../../../db/schema/catalogue";
import { notFound } from "../../../../http/errors";
import {
  assertSection,
  loadTenantContext,
  requireTenantContext,
  requireUser,
} from "../../../access/access/tenant-access.hooks";

/** onRequest hook for /{tenant}/api/paymentsettings/... calls about a booking: a signed-in member of the tenant. */
export async function tenantMember(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  const { tenant } = request.params as { tenant?: string };
  if (!tenant) throw notFound("Tenant not found");
  request.tenantContext = await loadTenantContext(request.server.db, user, tenant, request.server.changeFeed);
}

/**
 * The booking a call names, when it is this tenant's and the caller may work on its project:
 * another company's booking is not found, whatever its id.
 */
export async function bookingInReach(request: FastifyRequest, bookingId: string, section: Section) {
  const context = requireTenantContext(request);
  const [booking] = await request.server.db
    .select({ id: bookings.id, projectId: bookings.projectId })
    .from(bookings)
    .where(and(eq(bookings.tenantId, context.tenantId), eq(bookings.id, bookingId)));
  if (!booking) throw notFound("Booking not found");
  assertSection(context, section, booking.projectId);
  return { ...booking, tenantId: context.tenantId, userId: requireUser(request).id };
}
