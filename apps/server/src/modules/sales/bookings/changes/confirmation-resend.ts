import type { Executor } from "../../../../db/database";
import {
  bookingConfirmedKind,
  buildConfirmationEmail,
} from "../../../messaging/emails/queue-confirmation.service";
import { countOutboxRows, insertOutboxEmail } from "./confirmation-resend.repository";

/**
 * The outbox allows one email of each kind per booking, so every resend gets its own numbered
 * kind: BookingConfirmedResent:1, :2, ... The caller holds the booking's lock, so two resends
 * never pick the same number.
 */
export const resentKindPrefix = `${bookingConfirmedKind}Resent:`;

/**
 * Writes the booking's confirmation to the outbox again, as it reads now (departure, tickets,
 * totals), in the caller's transaction; the delivery job sends it afterwards.
 */
export async function queueConfirmationResend(
  tx: Executor,
  booking: { id: string; tenantId: string },
  request: { to: string; origin: string; now: Date },
): Promise<string> {
  const email = await buildConfirmationEmail(tx, booking, request.origin, request.now);
  const earlier = await countOutboxRows(tx, booking.id, resentKindPrefix);
  return insertOutboxEmail(tx, { ...email.row, kind: `${resentKindPrefix}${earlier + 1}`, to: request.to });
}
