import { z } from "zod";
import { durationUnits, salesChannels, scheduleKinds, weekdays } from "../../enums";
import { localDate, localTime, optionalText, requiredText, wholeNumber } from "./common";
import { seriesSlotSchema } from "./events";

export const openHoursDaySchema = z
  .object({ weekday: z.enum(weekdays), open: localTime, close: localTime })
  .refine((d) => d.open < d.close, { message: "Closing must be after opening", path: ["close"] });

const scheduledEvent = z.object({
  kind: z.literal("ScheduledEvent"),
  slots: z.array(seriesSlotSchema).min(1, "Choose at least one weekday").max(7),
});
const openHours = z.object({
  kind: z.literal("OpenHours"),
  hours: z.array(openHoursDaySchema).min(1, "Give opening hours for at least one weekday").max(14),
  slotMinutes: wholeNumber(5, 24 * 60),
  capacityPerSlot: wholeNumber(1, 100_000),
  closures: z.array(localDate).max(1000).default([]),
});
const assetType = z.object({
  kind: z.literal("AssetType"),
  assetId: z.string().uuid(),
  durationUnit: z.enum(durationUnits),
  minDuration: wholeNumber(1, 1000),
  maxDuration: wholeNumber(1, 1000),
});

export const scheduleRuleSchema = z.discriminatedUnion("kind", [scheduledEvent, openHours, assetType]);
export type ScheduleRule = z.infer<typeof scheduleRuleSchema>;

/** `projectId` null makes a tenant-level preset shared by every project. */
export const scheduleBodySchema = z
  .object({
    name: requiredText(),
    projectId: z.string().uuid().nullable().default(null),
    experienceId: z.string().uuid().nullable().default(null),
    description: optionalText(1000),
    rule: scheduleRuleSchema,
  })
  .refine((s) => s.rule.kind !== "AssetType" || s.rule.minDuration <= s.rule.maxDuration, {
    message: "The shortest rental cannot be longer than the longest",
    path: ["rule", "minDuration"],
  });
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

export const scheduleSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  experienceId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(scheduleKinds),
  description: z.string(),
  rule: scheduleRuleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const scheduleListQuerySchema = z.object({
  projectId: z.string().uuid().optional(),
  kind: z.enum(scheduleKinds).optional(),
});

/** One bookable slot of an OpenHours schedule, or a rental window of an AssetType one. */
export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  sold: z.number(),
  held: z.number(),
  available: z.number(),
});
export const slotListQuerySchema = z.object({
  date: localDate,
  duration: z.coerce.number().int().min(1).max(1000).optional(),
});

// ---------------------------------------------------------------- assets

export const assetBodySchema = z.object({
  name: requiredText(),
  projectId: z.string().uuid().nullable().default(null),
  quantity: wholeNumber(0, 100_000),
  seatsPerUnit: wholeNumber(1, 1000),
  description: optionalText(1000),
});
export type AssetBody = z.input<typeof assetBodySchema>;

export const assetSchema = z.object({
  id: z.string(),
  projectId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  seatsPerUnit: z.number(),
  description: z.string(),
  /** Experiences that need this pool. */
  usedBy: z.array(z.object({ id: z.string(), tag: z.string(), name: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

export const assetListQuerySchema = z.object({ projectId: z.string().uuid().optional() });

// ---------------------------------------------------------------- sales channels

export const salesChannelSettingsSchema = z.object({
  enabled: z.array(z.enum(salesChannels)),
});
export type SalesChannelSettings = z.infer<typeof salesChannelSettingsSchema>;
