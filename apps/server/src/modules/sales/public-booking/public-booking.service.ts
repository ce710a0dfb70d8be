import { randomUUID } from "node:crypto";
import type { PublicBookingCreated } from "@stund/shared/contracts/bookings/public";
import type { Database } from "../../../db/database";
import { conflict } from "../../../http/errors";
import {
  bookInOneStatement,
  createBooking,
  fitsOneStatement,
  notOnChannelTitle,
  prepareBooking,
  type CreatedBooking,
} from "../bookings/booking.service";
import { keptSaleContext } from "../bookings/kept-sale-context";
import { answerOnce, keyedCall, storeAnswer, type Stored } from "../idempotency/idempotency.service";
import type { AppConfig } from "../../../config/config";
import { keptActiveBrokerOf } from "../../payments/payment-settings/payment-settings.service";
import type { ChangeFeed } from "../../../db/change-feed";
import type { PublicTenant } from "./public-tenant";
import type { PublicBookingBody } from "@stund/shared/contracts/bookings/public";

/** How long a customer's booking holds its seats while they pay. */
export const holdMinutes = 15;
export const noOnlinePaymentTitle = "This company does not take payments online yet";

type Created = PublicBookingCreated & { projectId: string; eventId: string | null };

/** The booking's columns the answer is made of: a stored row, or the row about to be written. */
type AnswerSource = Pick<
  CreatedBooking["booking"],
  "id" | "status" | "expiresAt" | "total" | "currency" | "projectId" | "eventId"
> & { reference: string | null };

function answerOf(booking: AnswerSource, paymentUrl: string | null): Stored {
  const created: Created = {
    id: booking.id,
    reference: booking.reference ?? "",
    status: booking.status === "Confirmed" ? "Confirmed" : "Pending",
    expiresAt: booking.expiresAt?.toISOString() ?? null,
    total: booking.total,
    currency: booking.currency,
    paymentUrl: booking.status === "Pending" ? paymentUrl : null,
    projectId: booking.projectId,
    eventId: booking.eventId,
  };
  return { statusCode: 201, body: created };
}

/**
 * A customer's booking: held for `holdMinutes` and sent to the broker's hosted page to pay (a
 * booking with nothing to pay is confirmed at once). The hold and its payment attempt, and the
 * answer stored under the call's Idempotency-Key, are written by one statement that also takes
 * the departure's seats, from the departure's sale context kept in memory; a booking that is
 * confirmed at once, or needs an asset pool, is written in a transaction that reads it afresh.
 */
export async function createPublicBooking(
  db: Database,
  feed: ChangeFeed,
  tenant: PublicTenant,
  body: Required<Pick<PublicBookingBody, "items" | "customer">> & PublicBookingBody,
  options: { key: string | undefined; origin: string; config: AppConfig },
): Promise<Stored> {
  if (!tenant.channels.includes("Public")) throw conflict(notOnChannelTitle);
  const { broker, customersCanPay } = await keptActiveBrokerOf(db, feed, options.config, tenant.id);
  const call = keyedCall({ tenantId: tenant.id, name: "public-booking" }, options.key, body);
  return answerOnce(db, call, async (claim) => {
    const online = customersCanPay;
    const id = randomUUID();
    const returnUrl = body.returnUrl ?? `${options.origin}/${tenant.identifier}/booking/${id}`;
    const prepared = await prepareBooking(
      db,
      {
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
      },
      keptSaleContext(db, feed),
    );
    if (!prepared.confirmed && !online) throw conflict(noOnlinePaymentTitle);
    if (fitsOneStatement(prepared)) {
      const booked = await bookInOneStatement(
        db,
        prepared,
        claim
          ? (graph) => ({
              scope: claim.name,
              key: claim.key,
              ...answerOf(graph.row, graph.attempt?.paymentUrl ?? null),
            })
          : undefined,
      );
      if (booked !== "pooled") return answerOf(booked.booking, booked.paymentUrl);
    }
    // Read afresh in the transaction: the kept context may predate the departure's asset needs.
    return db.transaction(async (tx) => {
      const { booking, paymentUrl } = await createBooking(tx, prepared.request);
      const stored = answerOf(booking, paymentUrl);
      if (claim) await storeAnswer(tx, claim, stored);
      return stored;
    });
  });
}
