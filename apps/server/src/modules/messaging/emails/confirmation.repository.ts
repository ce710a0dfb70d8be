import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookingItems } from "../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../db/schema/catalogue";
import { emailOutbox } from "../../../db/schema/emails";
import { projects } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

/** The zone when neither the project nor the company names one (the product's home market). */
const fallbackTimeZone = "Atlantic/Reykjavik";

/**
 * A booking with what its confirmation needs: the departure, the experience, the company and
 * its sending settings. Read in the caller's transaction, so it sees the booking as just written.
 */
export async function findConfirmationSource(tx: Executor, bookingId: string, tenantId: string) {
  const [row] = await tx
    .select({
      reference: bookings.reference,
      customer: bookings.customer,
      currency: bookings.currency,
      total: bookings.total,
      paid: bookings.paid,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      eventStart: events.startAt,
      eventEnd: events.endAt,
      experienceName: experiences.name,
      location: experiences.location,
      projectName: projects.name,
      projectTimeZone: projects.timeZone,
      tenantIdentifier: tenants.identifier,
      tenantName: tenants.name,
      settings: tenants.settings,
    })
    .from(bookings)
    .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
    .innerJoin(projects, eq(projects.id, bookings.projectId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(eq(bookings.id, bookingId), eq(bookings.tenantId, tenantId)))
    .limit(1);
  if (!row) return undefined;
  const items = await tx
    .select({ name: bookingItems.name, quantity: bookingItems.quantity, unitPrice: bookingItems.unitPrice })
    .from(bookingItems)
    .where(and(eq(bookingItems.bookingId, bookingId), eq(bookingItems.tenantId, tenantId)))
    .orderBy(desc(bookingItems.unitPrice));
  const settings = row.settings;
  const companyName = settings.publicName?.trim() || row.tenantName;
  return {
    reference: row.reference ?? "",
    customer: row.customer,
    currency: row.currency,
    total: row.total,
    paid: row.paid,
    start: row.eventStart ?? row.startsAt,
    end: row.eventEnd ?? row.endsAt,
    experienceName: row.experienceName,
    address: row.location?.address ?? "",
    projectName: row.projectName,
    timeZone: row.projectTimeZone || settings.timeZone || fallbackTimeZone,
    tenantIdentifier: row.tenantIdentifier,
    companyName,
    fromName: settings.emailSenderName?.trim() || companyName,
    replyTo: settings.emailReplyTo?.trim() || null,
    items,
  };
}

export type ConfirmationSource = NonNullable<Awaited<ReturnType<typeof findConfirmationSource>>>;

export async function outboxRowExists(tx: Executor, bookingId: string, kind: string): Promise<boolean> {
  const rows = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Writes a booking's email to the outbox unless one of its kind is there already (the unique
 * index on booking and kind decides, so two racing writers leave one row). Returns the new row's
 * id, or undefined when the email was queued before.
 */
export async function insertConfirmationOnce(
  tx: Executor,
  row: typeof emailOutbox.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(emailOutbox)
    .values(row)
    .onConflictDoNothing({ target: [emailOutbox.bookingId, emailOutbox.kind] })
    .returning({ id: emailOutbox.id });
  return inserted?.id;
}
