/** Rows for event, availability and home tests, written straight into the database. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Executor } from "../../db/database";
import {
  assets,
  bookings,
  eventSeries,
  events,
  experienceAssets,
  experiences,
} from "../../db/schema/catalogue";
import { projects } from "../../db/schema/projects";
import type { TestApp } from "../../../test/test-app";
import { ownedTenant } from "../../../test/factories";
import type { AssetPer } from "../availability/asset-usage";

const minuteMs = 60_000;

/** A tenant, its owner, and one project; `api` is the project's /{tenant}/api/{project} prefix. */
export async function eventsProject(t: TestApp, timeZone?: string) {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Glacier Tours");
  if (timeZone) await t.database.db.update(projects).set({ timeZone }).where(eq(projects.id, projectId));
  const scope = { tenantId: owned.tenant.id, projectId };
  return { ...owned, projectId, scope, api: `${owned.tenant.api}/${projectId}` };
}

export interface Scope {
  tenantId: string;
  projectId: string;
}

export const adultCategoryId = "6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c11";

export async function insertExperience(
  db: Executor,
  scope: Scope,
  values: { name?: string; capacity?: number; durationMinutes?: number; status?: string } = {},
): Promise<string> {
  const name = values.name ?? "Glacier Walk";
  const bilingual = { EN: name, IS: `${name} (IS)` };
  const [row] = await db
    .insert(experiences)
    .values({
      ...scope,
      tag: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 6)}`,
      status: values.status ?? "Published",
      name: bilingual,
      searchName: name.toLowerCase(),
      shortDescription: { EN: "", IS: "" },
      description: { EN: "", IS: "" },
      location: { address: "", meetingPoint: "", latitude: null, longitude: null },
      durationMinutes: values.durationMinutes ?? 180,
      guideLanguages: ["EN"],
      ticketCategories: [
        {
          id: adultCategoryId,
          name: { EN: "Adult", IS: "Fullorðinn" },
          price: 12900,
          channelPrices: {},
          vatRate: 11,
          minPerBooking: 0,
          maxPerBooking: 50,
        },
      ],
      capacity: values.capacity ?? 12,
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
  return row!.id;
}

export interface EventValues {
  experienceId: string;
  start: Date | string;
  durationMinutes?: number;
  capacity?: number;
  status?: string;
  seatsSold?: number;
  bookingsSold?: number;
  seriesId?: string;
  flagged?: boolean;
  delayStatus?: string;
}

export async function insertEvent(db: Executor, scope: Scope, values: EventValues): Promise<string> {
  const startAt = new Date(values.start);
  const [row] = await db
    .insert(events)
    .values({
      ...scope,
      experienceId: values.experienceId,
      seriesId: values.seriesId ?? null,
      startAt,
      endAt: new Date(startAt.getTime() + (values.durationMinutes ?? 180) * minuteMs),
      capacity: values.capacity ?? 12,
      status: values.status ?? "Active",
      seatsSold: values.seatsSold ?? 0,
      bookingsSold: values.bookingsSold ?? 0,
      flagged: values.flagged ?? false,
      delayStatus: values.delayStatus ?? null,
      priceOverrides: {},
    })
    .returning({ id: events.id });
  return row!.id;
}

export async function insertSeries(db: Executor, scope: Scope, experienceId: string, name: string) {
  const [row] = await db
    .insert(eventSeries)
    .values({
      ...scope,
      experienceId,
      name,
      timeZone: "Atlantic/Reykjavik",
      startDate: "2027-01-01",
      slots: [{ weekday: "Monday", times: ["09:00"] }],
      excludedDates: [],
      priceOverrides: {},
    })
    .returning({ id: eventSeries.id });
  return row!.id;
}

/** A pending booking holding seats until `expiresAt`, or a confirmed one (`expiresAt` null). */
export async function insertBooking(
  db: Executor,
  scope: Scope,
  values: { eventId: string; seats: number; status?: string; expiresAt?: Date | null },
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      ...scope,
      eventId: values.eventId,
      status: values.status ?? "Pending",
      seats: values.seats,
      expiresAt: values.expiresAt ?? null,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A rental: `units` of a pool for [startsAt, endsAt). */
export async function insertRental(
  db: Executor,
  scope: Scope,
  values: { assetId: string; units: number; startsAt: Date; endsAt: Date; status?: string; expiresAt?: Date },
): Promise<string> {
  const [row] = await db
    .insert(bookings)
    .values({
      ...scope,
      status: values.status ?? "Confirmed",
      seats: 0,
      assetId: values.assetId,
      units: values.units,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      expiresAt: values.expiresAt ?? null,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** A pool shared by the tenant's projects. */
export async function insertAsset(
  db: Executor,
  tenantId: string,
  values: { name: string; quantity: number; seatsPerUnit?: number },
): Promise<string> {
  const [row] = await db
    .insert(assets)
    .values({
      tenantId,
      name: values.name,
      quantity: values.quantity,
      seatsPerUnit: values.seatsPerUnit ?? 1,
    })
    .returning({ id: assets.id });
  return row!.id;
}

export async function needAsset(
  db: Database,
  tenantId: string,
  values: { experienceId: string; assetId: string; quantity: number; per: AssetPer },
): Promise<void> {
  await db.insert(experienceAssets).values({ tenantId, ...values });
}
