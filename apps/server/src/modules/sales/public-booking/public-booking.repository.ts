import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookingItems, paymentTransactions } from "../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";

/** An experience with its project's time zone (null when the project keeps the company's). */
export type ExperienceRow = typeof experiences.$inferSelect & { projectTimeZone: string | null };
export type EventRow = typeof events.$inferSelect;

/**
 * The company's booking with its departure's times, its experience's name and its project's time
 * zone (null when the project keeps the company's).
 */
export async function findCustomerBooking(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select({
      booking: bookings,
      start: events.startAt,
      end: events.endAt,
      experience: experiences.name,
      timeZone: projects.timeZone,
    })
    .from(bookings)
    .leftJoin(projects, eq(projects.id, bookings.projectId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)));
  return row;
}

export async function findBookingItems(db: Executor, bookingId: string) {
  return db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
}

/** The booking's newest payment attempt: its address and how it went. */
export async function findLatestAttempt(db: Executor, bookingId: string) {
  const [attempt] = await db
    .select({ url: paymentTransactions.paymentUrl, result: paymentTransactions.result })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.bookingId, bookingId), eq(paymentTransactions.kind, "Payment")))
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return attempt;
}

/**
 * Published experiences of the company's live projects that sell on the Public channel, by name;
 * only one project's (its identifier or id) when `project` is given.
 */
export async function findPublicExperiences(
  db: Executor,
  tenantId: string,
  project: string | undefined,
): Promise<ExperienceRow[]> {
  const rows = await db
    .select({ experience: experiences, projectTimeZone: projects.timeZone })
    .from(experiences)
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experiences.tenantId, tenantId),
        eq(experiences.status, "Published"),
        isNull(projects.deletedAt),
        sql`${experiences.channels} @> '["Public"]'::jsonb`,
        project ? sql`(${projects.identifier} = ${project} or ${projects.id}::text = ${project})` : undefined,
      ),
    )
    .orderBy(asc(experiences.searchName));
  return rows.map((r) => ({ ...r.experience, projectTimeZone: r.projectTimeZone }));
}

/** The experience's selling departures starting within [from, to), earliest first, at most 500. */
export async function findSellingEvents(
  db: Executor,
  tenantId: string,
  experienceId: string,
  range: { from: Date; to: Date },
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.experienceId, experienceId),
        inArray(events.status, ["Active", "Delayed"]),
        gte(events.startAt, range.from),
        lt(events.startAt, range.to),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(500);
}
