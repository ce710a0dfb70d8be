import type { Executor } from "../../../db/database";
import { emailOutbox } from "../../../db/schema/emails";
import { renderBookingConfirmation } from "../../emails/confirmation-content";
import { confirmationTexts, type EmailLanguage } from "../../emails/confirmation-texts";
import { findConfirmationSource } from "../../emails/confirmation.repository";
import { buildIcs } from "../../emails/ics";
import { bookingConfirmedKind, bookingPageUrl } from "../../emails/queue-confirmation";
import { countOutboxRows } from "./booking-change.repository";

/**
 * The outbox allows one email of each kind per booking, so every resend gets its own numbered
 * kind: BookingConfirmedResent:1, :2, ... The caller holds the booking's lock, so two resends
 * never pick the same number.
 */
export const resentKindPrefix = `${bookingConfirmedKind}Resent:`;

function bilingual(value: { EN: string; IS: string }, language: EmailLanguage): string {
  return (language === "IS" && value.IS.trim()) || value.EN;
}

/**
 * Writes the booking's confirmation to the outbox again, as it reads now (departure, tickets,
 * totals), in the caller's transaction; the delivery job sends it afterwards.
 */
export async function queueConfirmationResend(
  tx: Executor,
  booking: { id: string; tenantId: string },
  request: { to: string; origin: string; now: Date },
): Promise<string> {
  const source = await findConfirmationSource(tx, booking.id, booking.tenantId);
  if (!source) throw new Error(`Booking ${booking.id} not found in tenant ${booking.tenantId}`);
  const language: EmailLanguage = source.customer.language === "IS" ? "IS" : "EN";
  const experienceName = source.experienceName
    ? bilingual(source.experienceName, language)
    : source.projectName;
  const manageUrl = bookingPageUrl(request.origin, source.tenantIdentifier, booking.id);
  const content = renderBookingConfirmation({
    reference: source.reference,
    language,
    customerName: source.customer.name?.trim() ?? "",
    companyName: source.companyName,
    experienceName,
    start: source.start,
    end: source.end,
    timeZone: source.timeZone,
    currency: source.currency,
    total: source.total,
    paid: source.paid,
    items: source.items.map((item) => ({ ...item, name: bilingual(item.name, language) })),
    manageUrl,
  });
  const ics =
    source.start && source.end
      ? buildIcs({
          uid: `${booking.id}@stund`,
          stamp: request.now,
          start: source.start,
          end: source.end,
          summary: `${experienceName} (${source.companyName})`,
          description: `${confirmationTexts[language].reference}: ${source.reference}\n${manageUrl}`,
          location: source.address,
          url: manageUrl,
        })
      : null;
  const earlier = await countOutboxRows(tx, booking.id, resentKindPrefix);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      tenantId: booking.tenantId,
      bookingId: booking.id,
      kind: `${resentKindPrefix}${earlier + 1}`,
      to: request.to,
      fromName: source.fromName,
      replyTo: source.replyTo,
      ...content,
      ics,
      availableAt: request.now,
      createdAt: request.now,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
