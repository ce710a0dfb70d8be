import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import type { AssetNeed, CustomField, TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { ScheduleRule } from "@stund/shared/contracts/catalogue/schedules";
import type { SalesChannel, Weekday } from "@stund/shared/enums";
import { createdAt, tenantId, updatedAt } from "./columns";
import { projects } from "./projects";

const projectId = () =>
  uuid("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" });

export interface ExperienceLocation {
  address: string;
  meetingPoint: string;
  latitude: number | null;
  longitude: number | null;
}
export interface BookingCustomer {
  name?: string;
  email?: string;
  phone?: string;
  country?: string;
  language?: "EN" | "IS";
}
export interface BookingAnswer {
  fieldId: string;
  value: string | number | boolean | string[] | null;
}
export interface BookingVatLine {
  rate: number;
  net: number;
  vat: number;
}
export interface CancellationPolicy {
  freeUntilHours: number;
  feePercent: number;
}
export interface SeriesSlotRow {
  weekday: Weekday;
  times: string[];
}

/** A sellable product of a project. */
export const experiences = pgTable(
  "experiences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    tag: text("tag").notNull(),
    status: text("status").notNull(),
    name: jsonb("name").$type<Bilingual>().notNull(),
    /** The English name, lower-cased, for search. */
    searchName: text("search_name").notNull(),
    shortDescription: jsonb("short_description").$type<Bilingual>().notNull(),
    description: jsonb("description").$type<Bilingual>().notNull(),
    location: jsonb("location").$type<ExperienceLocation>().notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    guideLanguages: jsonb("guide_languages").$type<string[]>().notNull(),
    ticketCategories: jsonb("ticket_categories").$type<TicketCategory[]>().notNull(),
    capacity: integer("capacity").notNull(),
    minParticipants: integer("min_participants").notNull(),
    cutoffMinutes: integer("cutoff_minutes").notNull(),
    maxAdvanceDays: integer("max_advance_days").notNull(),
    cancellationPolicy: jsonb("cancellation_policy").$type<CancellationPolicy>().notNull(),
    customFields: jsonb("custom_fields").$type<CustomField[]>().notNull(),
    channels: jsonb("channels").$type<SalesChannel[]>().notNull(),
    assetNeeds: jsonb("asset_needs").$type<AssetNeed[]>().notNull(),
    images: jsonb("images").$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("experiences_project_tag_idx").on(t.projectId, t.tag),
    index("experiences_tenant_project_idx").on(t.tenantId, t.projectId),
  ],
);

/** The asset pools an experience needs, kept in step with `experiences.asset_needs` for overlap queries. */
export const experienceAssets = pgTable(
  "experience_assets",
  {
    tenantId: tenantId(),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => assets.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    per: text("per").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.experienceId, t.assetId] }),
    index("experience_assets_asset_idx").on(t.assetId),
  ],
);

/** Resource pools (jeeps, kayaks, guides, rooms) shared across experiences. Project null: tenant-wide. */
export const assets = pgTable(
  "assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: integer("quantity").notNull(),
    seatsPerUnit: integer("seats_per_unit").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("assets_tenant_idx").on(t.tenantId)],
);

/** ScheduledEvent, OpenHours and AssetType schedules. Project null: a tenant-level preset. */
export const schedules = pgTable(
  "schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    experienceId: uuid("experience_id").references(() => experiences.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull().default(""),
    rule: jsonb("rule").$type<ScheduleRule>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("schedules_tenant_idx").on(t.tenantId)],
);

/** A named preset of event fields. */
export const eventTemplates = pgTable(
  "event_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    experienceId: uuid("experience_id").references(() => experiences.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    durationMinutes: integer("duration_minutes"),
    capacity: integer("capacity"),
    cutoffMinutes: integer("cutoff_minutes"),
    priceOverrides: jsonb("price_overrides").$type<PriceOverrides>().notNull(),
    assetNeeds: jsonb("asset_needs").$type<AssetNeed[]>().notNull(),
    slots: jsonb("slots").$type<SeriesSlotRow[]>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("event_templates_tenant_project_idx").on(t.tenantId, t.projectId)],
);

/** A recurrence for one experience; its events are materialised up to `materialised_until`. */
export const eventSeries = pgTable(
  "event_series",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    timeZone: text("time_zone").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }),
    count: integer("count"),
    slots: jsonb("slots").$type<SeriesSlotRow[]>().notNull(),
    excludedDates: jsonb("excluded_dates").$type<string[]>().notNull(),
    capacity: integer("capacity"),
    durationMinutes: integer("duration_minutes"),
    priceOverrides: jsonb("price_overrides").$type<PriceOverrides>().notNull(),
    materialisedUntil: date("materialised_until", { mode: "string" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("event_series_tenant_project_idx").on(t.tenantId, t.projectId)],
);

/**
 * A dated departure. Seats: `seats_sold` and `bookings_sold` are kept by the booking transaction
 * (under this row's lock); seats held by unexpired pending bookings are read from `bookings`.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    seriesId: uuid("series_id").references(() => eventSeries.id, { onDelete: "set null" }),
    /** The series occurrence (local YYYY-MM-DDTHH:mm) this event was made for. */
    occurrenceKey: text("occurrence_key"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    status: text("status").notNull().default("Active"),
    delayStatus: text("delay_status"),
    delayMessage: text("delay_message").notNull().default(""),
    originalStartAt: timestamp("original_start_at", { withTimezone: true }),
    detached: boolean("detached").notNull().default(false),
    flagged: boolean("flagged").notNull().default(false),
    flagReason: text("flag_reason").notNull().default(""),
    priceOverrides: jsonb("price_overrides").$type<PriceOverrides>().notNull(),
    note: text("note").notNull().default(""),
    seatsSold: integer("seats_sold").notNull().default(0),
    bookingsSold: integer("bookings_sold").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_project_start_idx").on(t.projectId, t.startAt),
    index("events_tenant_start_idx").on(t.tenantId, t.startAt),
    index("events_experience_start_idx").on(t.experienceId, t.startAt),
    uniqueIndex("events_series_occurrence_idx")
      .on(t.seriesId, t.occurrenceKey)
      .where(sql`${t.seriesId} is not null`),
  ],
);

/**
 * The seat-taking core of a booking. The bookings feature adds its own details; availability reads
 * pending rows here as holds until `expires_at`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "restrict" }),
    status: text("status").notNull(),
    seats: integer("seats").notNull(),
    /** A slot of an OpenHours schedule, or the AssetType schedule of a rental. */
    scheduleId: uuid("schedule_id").references(() => schedules.id, { onDelete: "restrict" }),
    /** A rental (AssetType schedule) takes `units` of one asset pool for [starts_at, ends_at). */
    assetId: uuid("asset_id").references(() => assets.id, { onDelete: "restrict" }),
    units: integer("units").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Short human reference, e.g. K7F3-9QXA; unique within the company. */
    reference: text("reference"),
    channel: text("channel").$type<SalesChannel>().notNull().default("Public"),
    salesUnitId: uuid("sales_unit_id"),
    /** Customer, Agent, System or Staff (then `createdBy` is the staff user). */
    creatorKind: text("creator_kind").notNull().default("Unknown"),
    createdBy: uuid("created_by"),
    customer: jsonb("customer").$type<BookingCustomer>().notNull().default({}),
    answers: jsonb("answers").$type<BookingAnswer[]>().notNull().default([]),
    currency: text("currency").notNull().default("ISK"),
    /** Money in minor units: consumer prices, VAT included. */
    subtotal: integer("subtotal").notNull().default(0),
    discount: integer("discount").notNull().default(0),
    total: integer("total").notNull().default(0),
    vat: jsonb("vat").$type<BookingVatLine[]>().notNull().default([]),
    paid: integer("paid").notNull().default(0),
    refunded: integer("refunded").notNull().default(0),
    paymentStatus: text("payment_status").notNull().default("Unpaid"),
    paymentMethod: text("payment_method").notNull().default("Unknown"),
    /** Sold past the seats left on purpose, by staff allowed to. */
    overbooked: boolean("overbooked").notNull().default(false),
    checkedIn: integer("checked_in").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bookings_tenant_project_idx").on(t.tenantId, t.projectId),
    uniqueIndex("bookings_tenant_reference_idx")
      .on(t.tenantId, t.reference)
      .where(sql`${t.reference} is not null`),
    index("bookings_tenant_created_idx").on(t.tenantId, t.createdAt),
    index("bookings_event_idx").on(t.eventId),
    index("bookings_schedule_time_idx")
      .on(t.scheduleId, t.startsAt)
      .where(sql`${t.scheduleId} is not null`),
    index("bookings_asset_time_idx")
      .on(t.assetId, t.startsAt)
      .where(sql`${t.assetId} is not null`),
    index("bookings_pending_tenant_expiry_idx")
      .on(t.tenantId, t.expiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index("bookings_pending_event_idx")
      .on(t.eventId, t.expiresAt)
      .where(sql`${t.status} = 'Pending'`),
  ],
);

/** What changed in a project and who changed it, for the project home's "recent changes". */
export const projectActivity = pgTable(
  "project_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    projectId: projectId(),
    userId: uuid("user_id"),
    userName: text("user_name").notNull().default(""),
    kind: text("kind").notNull(),
    subjectId: uuid("subject_id"),
    summary: text("summary").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_activity_project_at_idx").on(t.projectId, t.at)],
);

/**
 * A counter per company, raised by triggers on every write that can change what availability
 * shows (events, bookings, experiences, their asset needs, pools, projects). Readers compare it to
 * decide whether an answer they computed earlier still holds.
 */
export const availabilityVersions = pgTable("availability_versions", {
  tenantId: uuid("tenant_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
