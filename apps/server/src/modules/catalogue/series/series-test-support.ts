/** Fixtures for series and template tests: experiences, assets and bookings written straight to the database. */
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { seriesBodySchema, type SeriesBody } from "@stund/shared/contracts/catalogue/events";
import type { ExperienceStatus, Weekday } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { assets, bookings, events, experiences } from "../../../db/schema/catalogue";
import { tenants } from "../../../db/schema/tenants";
import { ownedTenant } from "../../../../test/factories";
import type { TestApp } from "../../../../test/test-app";
import { loadProjectScope, type ProjectScope } from "../../access/access/project-access.hooks";

/** A company with one project; `api` is the project's API prefix. */
export async function catalogueProject(t: TestApp, name = "Harbour") {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject(name);
  return { ...owned, projectId, api: `${owned.tenant.api}/${projectId}` };
}

/** Inserts an experience of the project with one ticket category. */
export async function insertExperience(
  db: Database,
  scope: { tenantId: string; projectId: string },
  options: { status?: ExperienceStatus; capacity?: number; durationMinutes?: number; name?: string } = {},
) {
  const categoryId = randomUUID();
  const name = options.name ?? "Glacier walk";
  const [row] = await db
    .insert(experiences)
    .values({
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      tag: `exp-${randomUUID().slice(0, 8)}`,
      status: options.status ?? "Published",
      name: { EN: name, IS: `${name} IS` },
      searchName: name.toLowerCase(),
      shortDescription: { EN: "", IS: "" },
      description: { EN: "", IS: "" },
      location: { address: "", meetingPoint: "", latitude: null, longitude: null },
      durationMinutes: options.durationMinutes ?? 120,
      guideLanguages: [],
      ticketCategories: [
        {
          id: categoryId,
          name: { EN: "Adult", IS: "Fullorðnir" },
          price: 10_000,
          channelPrices: {},
          vatRate: 11,
          minPerBooking: 0,
          maxPerBooking: 50,
        },
      ],
      capacity: options.capacity ?? 20,
      minParticipants: 0,
      cutoffMinutes: 0,
      maxAdvanceDays: 365,
      cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
      customFields: [],
      channels: ["Public"],
      assetNeeds: [],
      images: [],
    })
    .returning({ id: experiences.id });
  return { id: row!.id, categoryId };
}

/** Inserts an asset pool of the tenant; `projectId` null makes it tenant-wide. */
export async function insertAsset(db: Database, tenantId: string, projectId: string | null) {
  const [row] = await db
    .insert(assets)
    .values({ tenantId, projectId, name: "Super jeep", quantity: 3, seatsPerUnit: 4 })
    .returning({ id: assets.id });
  return row!.id;
}

/** Sets the company's time zone, used by projects without their own. */
export async function setCompanyTimeZone(db: Database, tenantId: string, timeZone: string) {
  await db
    .update(tenants)
    .set({ settings: sql`jsonb_set(${tenants.settings}, '{timeZone}', to_jsonb(${timeZone}::text))` })
    .where(eq(tenants.id, tenantId));
}

export async function projectScope(db: Database, tenantId: string, projectId: string): Promise<ProjectScope> {
  return loadProjectScope(db, tenantId, projectId);
}

/** Every event of the series, deleted ones too, in start order. */
export async function eventsOfSeries(db: Database, seriesId: string) {
  return db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startAt));
}

/** The series' event for an occurrence key. */
export async function eventAt(db: Database, seriesId: string, occurrenceKey: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), eq(events.occurrenceKey, occurrenceKey)));
  if (!row) throw new Error(`no event ${occurrenceKey}`);
  return row;
}

/**
 * A booking row of `seats` on the event; a confirmed one also counts its seats as sold, as the
 * booking transaction does.
 */
export async function addBooking(
  db: Database,
  event: { id: string; tenantId: string; projectId: string },
  seats: number,
  status: "Confirmed" | "Pending" | "Expired",
  expiresAt: Date | null = null,
) {
  await db.insert(bookings).values({
    tenantId: event.tenantId,
    projectId: event.projectId,
    eventId: event.id,
    status,
    seats,
    expiresAt,
  });
  if (status === "Confirmed")
    await db
      .update(events)
      .set({ seatsSold: sql`${events.seatsSold} + ${seats}` })
      .where(eq(events.id, event.id));
}

/** A recorder standing in for the real-time hubs. */
export function recordingHubs() {
  const calls: { projectId: string; eventIds: string[] }[] = [];
  return {
    calls,
    availabilityChanged(projectId: string, eventIds: string[]) {
      calls.push({ projectId, eventIds });
    },
  };
}

/** The same departure times on each of `days`. */
export const slotsOf = (days: Weekday[], times: string[]): SeriesBody["slots"] =>
  days.map((weekday) => ({ weekday, times }));
export const allWeek: Weekday[] = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

export const actor = { id: "00000000-0000-4000-8000-000000000001", name: "Anna" };
export const at = (iso: string) => new Date(iso);
export const iso = (date: Date) => date.toISOString();

/** A project with one experience, optionally in a company time zone, and a series body builder. */
export async function seriesProject(
  t: TestApp,
  timeZone?: string,
  experience: Parameters<typeof insertExperience>[2] = {},
) {
  const project = await catalogueProject(t);
  const db = t.database.db;
  if (timeZone) await setCompanyTimeZone(db, project.tenant.id, timeZone);
  const scope: ProjectScope = await projectScope(db, project.tenant.id, project.projectId);
  const { id: experienceId, categoryId } = await insertExperience(db, scope, experience);
  const body = (fields: Partial<SeriesBody>) => seriesBodySchema.parse({ experienceId, ...fields });
  return { ...project, db, scope, experienceId, categoryId, body };
}
