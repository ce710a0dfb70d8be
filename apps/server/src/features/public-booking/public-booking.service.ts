import { randomUUID } from "node:crypto";
import type { PublicBookingCreated } from "@stund/shared/contracts/bookings/public";
import type { Database } from "../../db/database";
import { conflict } from "../../http/errors";
import { createBooking } from "../bookings/booking.service";
import { notOnChannelTitle } from "../bookings/booking.service";
import { once, requestHash, type Stored } from "../bookings/idempotency";
import { brokerProfiles } from "@stund/shared/contracts/payment-settings";
import type { AppConfig } from "../../config/config";
import { keptActiveBrokerOf } from "../payment-settings/payment-settings.service";
import type { ChangeFeed } from "../../db/change-feed";
import type { PublicTenant } from "./public-tenant";
import type { PublicBookingBody } from "@stund/shared/contracts/bookings/public";

/** How long a customer's booking holds its seats while they pay. */
export const holdMinutes = 15;
export const noOnlinePaymentTitle = "This company does not take payments online yet";

/**
 * A customer's booking: held for `holdMinutes` and sent to the broker's hosted page to pay (a
 * booking with nothing to pay is confirmed at once). The hold, the payment attempt and the
 * broker's checkout are written in one transaction, once per Idempotency-Key.
 */
export async function createPublicBooking(
  db: Database,
  feed: ChangeFeed,
  tenant: PublicTenant,
  body: Required<Pick<PublicBookingBody, "items" | "customer">> & PublicBookingBody,
  options: { key: string | undefined; origin: string; config: AppConfig },
): Promise<Stored> {
  if (!tenant.channels.includes("Public")) throw conflict(notOnChannelTitle);
  // Read before the booking transaction, which holds the departure's lock.
  const { broker } = await keptActiveBrokerOf(db, feed, options.config, tenant.id);
  return once(
    db,
    { tenantId: tenant.id, name: "public-booking", key: options.key, hash: requestHash(body) },
    async (tx) => {
      const online = brokerProfiles[broker].hostedCheckout;
      const id = randomUUID();
      const returnUrl = body.returnUrl ?? `${options.origin}/${tenant.identifier}/booking/${id}`;
      const { booking, paymentUrl: opened } = await createBooking(tx, {
        id,
        tenantId: tenant.id,
        channel: "Public",
        creator: { kind: "Customer" },
        items: body.items,
        customer: body.customer,
        answers: body.answers ?? [],
        settlement: { kind: "hold", holdMinutes, confirmIfFree: true },
        confirmationOrigin: options.origin,
        ...(online ? { openPayment: { broker, returnUrl, origin: options.origin } } : {}),
      });
      if (booking.status === "Pending" && !online) throw conflict(noOnlinePaymentTitle);
      const paymentUrl = booking.status === "Pending" ? opened : null;
      const created: PublicBookingCreated & { projectId: string; eventId: string | null } = {
        id: booking.id,
        reference: booking.reference ?? "",
        status: booking.status === "Confirmed" ? "Confirmed" : "Pending",
        expiresAt: booking.expiresAt?.toISOString() ?? null,
        total: booking.total,
        currency: booking.currency,
        paymentUrl,
        projectId: booking.projectId,
        eventId: booking.eventId,
      };
      return { statusCode: 201, body: created };
    },
  );
}
