import { z } from "zod";
import { delayStatuses, eventStatuses, salesChannels, weekdays } from "../../enums";
import { validationMessages as m } from "../validation-messages";
import { localDate, localTime, minorAmount, optionalText, requiredText, wholeNumber } from "./common";
import { assetNeedSchema } from "./experiences";

/** Per ticket category (by id), a price in minor units and optional per-channel prices. */
const priceOverridesRecord = z.record(
  z.string().uuid(),
  z.object({
    price: minorAmount.optional(),
    channelPrices: z.partialRecord(z.enum(salesChannels), minorAmount).default({}),
  }),
);
export const priceOverridesSchema = priceOverridesRecord.default({});
export type PriceOverrides = z.output<typeof priceOverridesSchema>;

const isoInstant = z.iso.datetime({ offset: true, message: "Use a date and time as ISO 8601" });

// ---------------------------------------------------------------- events

export const eventSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  experienceId: z.string(),
  experienceName: z.object({ EN: z.string(), IS: z.string() }),
  experienceTag: z.string(),
  seriesId: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  /** The start in the project's time zone, as YYYY-MM-DDTHH:mm. */
  localStart: z.string(),
  timeZone: z.string(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  available: z.number(),
  status: z.enum(eventStatuses),
  delayStatus: z.enum(delayStatuses).nullable(),
  delayMessage: z.string(),
  originalStart: z.string().nullable(),
  /** Edited on its own, or kept when its series no longer wants it (it has bookings). */
  detached: z.boolean(),
  flagged: z.boolean(),
  flagReason: z.string(),
  priceOverrides: priceOverridesSchema,
  note: z.string(),
  updatedAt: z.string(),
});
export type StundEvent = z.infer<typeof eventSchema>;

export const createEventBodySchema = z.object({
  experienceId: z.string().uuid(),
  /** ISO 8601 with an offset, e.g. 2027-06-01T09:00:00Z. */
  start: isoInstant,
  capacity: wholeNumber(1, 100_000).optional(),
  durationMinutes: wholeNumber(1, 60 * 24 * 90).optional(),
  priceOverrides: priceOverridesSchema,
  note: optionalText(1000),
});

export const updateEventBodySchema = z.object({
  start: isoInstant.optional(),
  capacity: wholeNumber(0, 100_000).optional(),
  durationMinutes: wholeNumber(1, 60 * 24 * 90).optional(),
  /** Left out: unchanged. */
  priceOverrides: priceOverridesRecord.optional(),
  note: z.string().trim().max(1000, m.maxChars(1000)).optional(),
});

export const eventListQuerySchema = z.object({
  from: isoInstant,
  to: isoInstant,
  experienceId: z.string().uuid().optional(),
  tag: z.string().max(63).optional(),
  status: z.enum(eventStatuses).optional(),
  includeDeleted: z.enum(["true", "false"]).optional(),
});

export const delayEventBodySchema = z.object({
  newStart: isoInstant,
  message: requiredText(2000),
});

/** Delay status moves: Pending → Delayed, or Cancelled, or back to Active. */
export const delayStatusBodySchema = z.object({ delayStatus: z.enum(delayStatuses) });

export const bulkEventActionSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("close"), ids: z.array(z.string().uuid()).min(1).max(1000) }),
  z.object({ action: z.literal("open"), ids: z.array(z.string().uuid()).min(1).max(1000) }),
  z.object({ action: z.literal("cancel"), ids: z.array(z.string().uuid()).min(1).max(1000) }),
  z.object({
    action: z.literal("capacity"),
    ids: z.array(z.string().uuid()).min(1).max(1000),
    capacity: wholeNumber(0, 100_000),
  }),
]);
export const bulkEventResultSchema = z.object({
  updated: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), title: z.string() })),
});

// ---------------------------------------------------------------- series

export const seriesSlotSchema = z.object({
  weekday: z.enum(weekdays),
  times: z.array(localTime).min(1, "Add at least one start time").max(48, m.max(48)),
});

export const seriesBodySchema = z
  .object({
    experienceId: z.string().uuid(),
    name: optionalText(),
    startDate: localDate,
    endDate: localDate.nullable().default(null),
    count: wholeNumber(1, 5000).nullable().default(null),
    slots: z.array(seriesSlotSchema).min(1, "Choose at least one weekday").max(7),
    excludedDates: z.array(localDate).max(1000).default([]),
    capacity: wholeNumber(1, 100_000).nullable().default(null),
    durationMinutes: wholeNumber(1, 60 * 24 * 90)
      .nullable()
      .default(null),
    priceOverrides: priceOverridesSchema,
  })
  .refine((s) => s.endDate === null || s.endDate >= s.startDate, {
    message: "The end date cannot be before the start date",
    path: ["endDate"],
  })
  .refine((s) => s.endDate !== null || s.count !== null, {
    message: "Give an end date or a number of departures",
    path: ["endDate"],
  })
  .refine((s) => new Set(s.slots.map((x) => x.weekday)).size === s.slots.length, {
    message: "Each weekday can appear once",
    path: ["slots"],
  });
export type SeriesBody = z.input<typeof seriesBodySchema>;

export const seriesSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  experienceId: z.string(),
  experienceName: z.object({ EN: z.string(), IS: z.string() }),
  experienceTag: z.string(),
  name: z.string(),
  timeZone: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  count: z.number().nullable(),
  slots: z.array(z.object({ weekday: z.enum(weekdays), times: z.array(z.string()) })),
  excludedDates: z.array(z.string()),
  capacity: z.number().nullable(),
  durationMinutes: z.number().nullable(),
  priceOverrides: priceOverridesSchema,
  materialisedUntil: z.string().nullable(),
  upcomingEvents: z.number(),
  flaggedEvents: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Series = z.infer<typeof seriesSchema>;

export const seriesChangeResultSchema = seriesSchema.extend({
  created: z.number(),
  updated: z.number(),
  removed: z.number(),
  /** Events the series no longer wants but that have bookings: kept, detached and flagged. */
  flagged: z.number(),
});

// ---------------------------------------------------------------- templates

export const templateBodySchema = z.object({
  name: requiredText(),
  experienceId: z.string().uuid().nullable().default(null),
  durationMinutes: wholeNumber(1, 60 * 24 * 90)
    .nullable()
    .default(null),
  capacity: wholeNumber(1, 100_000).nullable().default(null),
  cutoffMinutes: wholeNumber(0, 60 * 24 * 365)
    .nullable()
    .default(null),
  priceOverrides: priceOverridesSchema,
  assetNeeds: z.array(assetNeedSchema).max(20).default([]),
  /** Default recurrence for series started from this template. */
  slots: z.array(seriesSlotSchema).max(7).default([]),
  note: optionalText(1000),
});
export type TemplateBody = z.input<typeof templateBodySchema>;

export const templateSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  experienceId: z.string().nullable(),
  experienceName: z.object({ EN: z.string(), IS: z.string() }).nullable(),
  durationMinutes: z.number().nullable(),
  capacity: z.number().nullable(),
  cutoffMinutes: z.number().nullable(),
  priceOverrides: priceOverridesSchema,
  assetNeeds: z.array(assetNeedSchema),
  slots: z.array(z.object({ weekday: z.enum(weekdays), times: z.array(z.string()) })),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventTemplate = z.infer<typeof templateSchema>;
