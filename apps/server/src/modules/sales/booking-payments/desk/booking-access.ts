import type { FastifyRequest } from "fastify";
import type { Section } from "@stund/shared/access/sections";
import { notFound } from "../../../../http/errors";
import {
  assertSection,
  assertTwoFactor,
  loadTenantContext,
  requireTenantContext,
  requireUser,
} from "../../../access/access/tenant-access.hooks";
import { findBookingProject, findTenantName } from "./desk-payment.repository";

/** onRequest hook for /{tenant}/api/paymentsettings/... calls about a booking: a signed-in member of the tenant. */
export async function tenantMember(request: FastifyRequest): Promise<void> {
  const user = requireUser(request);
  const { tenant } = request.params as { tenant?: string };
  if (!tenant) throw notFound("Tenant not found");
  const context = await loadTenantContext(request.server.db, user, tenant, request.server.changeFeed);
  assertTwoFactor(context);
  request.tenantContext = context;
}

/**
 * The booking a call names, when it is this tenant's and the caller may work on its project:
 * another company's booking is not found, whatever its id.
 */
export async function bookingInReach(request: FastifyRequest, bookingId: string, section: Section) {
  const context = requireTenantContext(request);
  const booking = await findBookingProject(request.server.db, context.tenantId, bookingId);
  if (!booking) throw notFound("Booking not found");
  assertSection(context, section, booking.projectId);
  return { ...booking, tenantId: context.tenantId, userId: requireUser(request).id };
}

/** What a desk payment of a booking in reach works on: the booking, its company and the staff user. */
export async function deskTarget(request: FastifyRequest, bookingId: string) {
  const booking = await bookingInReach(request, bookingId, "quickBooking");
  return {
    tenantId: booking.tenantId,
    tenantIdentifier: requireTenantContext(request).tenantIdentifier,
    tenantName: (await findTenantName(request.server.db, booking.tenantId)) ?? "",
    bookingId: booking.id,
    userId: booking.userId,
  };
}
