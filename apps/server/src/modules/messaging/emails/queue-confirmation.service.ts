import type { Executor } from "../../../db/database";
import { renderBookingConfirmation } from "./confirmation-content";
import { confirmationTexts, type EmailLanguage } from "./confirmation-texts";
import {
  findConfirmationSource,
  insertConfirmationOnce,
  outboxRowExists,
  type ConfirmationSource,
} from "./confirmation.repository";
import { buildIcs } from "../../../files/ics-writer";

export const bookingConfirmedKind = "BookingConfirmed";

export type QueueOutcome =
  { queued: true; id: string } | { queued: false; reason: "NoEmail" | "AlreadyQueued" };

/** The storefront page where the customer sees and manages the booking. */
export function bookingPageUrl(origin: string, tenantIdentifier: string, bookingId: string): string {
  return `${origin.replace(/\/+$/, "")}/${tenantIdentifier}/booking/${bookingId}`;
}

function bilingual(value: { EN: string; IS: string }, language: EmailLanguage): string {
  return (language === "IS" && value.IS.trim()) || value.EN;
}

/** The iCalendar attachment of a dated booking; none when the booking has no departure time. */
function confirmationIcs(
  source: ConfirmationSource,
  event: { bookingId: string; language: EmailLanguage; summary: string; url: string; now: Date },
) {
  if (!source.start || !source.end) return null;
  const { bookingId, language, summary, url, now } = event;
  return buildIcs({
    uid: `${bookingId}@stund`,
    stamp: now,
    start: source.start,
    end: source.end,
    summary,
    description: `${confirmationTexts[language].reference}: ${source.reference}\n${url}`,
    location: source.address,
    url,
  });
}

/** The confirmation email of a booking as it reads now: addressed, rendered, with its calendar file. */
export async function buildConfirmationEmail(
  tx: Executor,
  booking: { id: string; tenantId: string },
  origin: string,
  now: Date,
) {
  const source = await findConfirmationSource(tx, booking.id, booking.tenantId);
  if (!source) throw new Error(`Booking ${booking.id} not found in tenant ${booking.tenantId}`);
  const language: EmailLanguage = source.customer.language === "IS" ? "IS" : "EN";
  const experienceName = source.experienceName
    ? bilingual(source.experienceName, language)
    : source.projectName;
  const manageUrl = bookingPageUrl(origin, source.tenantIdentifier, booking.id);
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
  const summary = `${experienceName} (${source.companyName})`;
  return {
    /** The customer's address as the booking has it; empty when they gave none. */
    customerEmail: source.customer.email?.trim() ?? "",
    row: {
      tenantId: booking.tenantId,
      bookingId: booking.id,
      fromName: source.fromName,
      replyTo: source.replyTo,
      ...content,
      ics: confirmationIcs(source, { bookingId: booking.id, language, summary, url: manageUrl, now }),
      availableAt: now,
      createdAt: now,
    },
  };
}

/**
 * Writes the booking's confirmation email to the outbox, in the caller's transaction, so the email
 * exists exactly when the confirmation commits; the delivery job sends it afterwards. Call it once
 * the booking is Confirmed. Does nothing when the customer gave no email address or when the
 * confirmation was queued before (one per booking, guarded by a unique index).
 * `origin` is where the storefront is served, e.g. https://stund.is.
 */
export async function queueBookingConfirmation(
  tx: Executor,
  bookingId: string,
  tenantId: string,
  origin: string,
  now: Date = new Date(),
): Promise<QueueOutcome> {
  if (await outboxRowExists(tx, bookingId, bookingConfirmedKind))
    return { queued: false, reason: "AlreadyQueued" };
  const email = await buildConfirmationEmail(tx, { id: bookingId, tenantId }, origin, now);
  if (!email.customerEmail) return { queued: false, reason: "NoEmail" };
  const id = await insertConfirmationOnce(tx, {
    ...email.row,
    kind: bookingConfirmedKind,
    to: email.customerEmail,
  });
  return id ? { queued: true, id } : { queued: false, reason: "AlreadyQueued" };
}
