import { z } from "zod";
import { customFieldTypes, experienceStatuses, languages, salesChannels } from "../../enums";
import { validationMessages as m } from "../validation-messages";
import { bilingualOptional, bilingualRequired, minorAmount, optionalText, wholeNumber } from "./common";

const channelPrices = z.partialRecord(z.enum(salesChannels), minorAmount);

/** A ticket category (Adult, Child 6–12, …) with a price per sales channel. */
export const ticketCategorySchema = z
  .object({
    id: z.string().uuid().optional(),
    name: bilingualRequired(),
    /** Price in minor units, used on every channel without its own price. */
    price: minorAmount,
    /** Prices that differ on some channels, in minor units. */
    channelPrices: channelPrices.default({}),
    /** VAT rate in percent, e.g. 11 or 24. */
    vatRate: z.number().min(0, m.min(0)).max(100, m.max(100)).default(0),
    minPerBooking: wholeNumber(0, 1000).default(0),
    maxPerBooking: wholeNumber(1, 1000).default(50),
  })
  .refine((c) => c.minPerBooking <= c.maxPerBooking, {
    message: "The minimum per booking cannot be above the maximum",
    path: ["minPerBooking"],
  });
export type TicketCategoryInput = z.input<typeof ticketCategorySchema>;
export type TicketCategory = z.output<typeof ticketCategorySchema> & { id: string };

const optionsTypes = new Set(["Dropdown", "MultiSelect"]);

/** A booking question; Dropdown and MultiSelect need at least one option. */
export const customFieldSchema = z
  .object({
    id: z.string().uuid().optional(),
    label: bilingualRequired(),
    type: z.enum(customFieldTypes),
    required: z.boolean().default(false),
    options: z.array(bilingualRequired()).max(50, m.max(50)).default([]),
    per: z.enum(["Booking", "Participant"]).default("Booking"),
  })
  .refine((f) => !optionsTypes.has(f.type) || f.options.length > 0, {
    message: "Add at least one option",
    path: ["options"],
  });
export type CustomField = z.output<typeof customFieldSchema> & { id: string };

/** An asset pool the experience uses: per departure, per booking or per person. */
export const assetNeedSchema = z.object({
  assetId: z.string().uuid(),
  quantity: wholeNumber(1, 1000),
  per: z.enum(["Departure", "Booking", "Person"]),
});
export type AssetNeed = z.infer<typeof assetNeedSchema>;

export const locationSchema = z
  .object({
    address: optionalText(),
    meetingPoint: optionalText(1000),
    latitude: z.number().min(-90, m.min(-90)).max(90, m.max(90)).nullable().default(null),
    longitude: z.number().min(-180, m.min(-180)).max(180, m.max(180)).nullable().default(null),
  })
  .default({ address: "", meetingPoint: "", latitude: null, longitude: null });

export const cancellationPolicySchema = z
  .object({
    freeUntilHours: wholeNumber(0, 8760),
    feePercent: z.number().min(0, m.min(0)).max(100, m.max(100)),
  })
  .default({ freeUntilHours: 24, feePercent: 100 });

/** Fields staff write; POST takes them, PUT takes them with the id. */
export const experienceBodySchema = z.object({
  name: bilingualRequired(),
  /** Optional; derived from the English name with the identifier rules when absent. */
  tag: z.string().trim().max(63, m.maxChars(63)).optional(),
  shortDescription: bilingualOptional(500),
  description: bilingualOptional(10_000),
  location: locationSchema,
  durationMinutes: wholeNumber(1, 60 * 24 * 90),
  guideLanguages: z.array(z.string().trim().min(2).max(8)).max(30).default([]),
  ticketCategories: z
    .array(ticketCategorySchema)
    .min(1, "Add at least one ticket category")
    .max(30, m.max(30)),
  capacity: wholeNumber(1, 100_000),
  minParticipants: wholeNumber(0, 100_000).default(0),
  cutoffMinutes: wholeNumber(0, 60 * 24 * 365).default(0),
  maxAdvanceDays: wholeNumber(1, 3650).default(365),
  cancellationPolicy: cancellationPolicySchema,
  customFields: z.array(customFieldSchema).max(50, m.max(50)).default([]),
  channels: z.array(z.enum(salesChannels)).default(["Public", "Web", "Kiosk", "Private", "Agent"]),
  assetNeeds: z.array(assetNeedSchema).max(20, m.max(20)).default([]),
  status: z.enum(experienceStatuses).default("Draft"),
  /** Ordered gallery: file keys returned by the image upload. */
  images: z.array(z.string().min(1).max(200)).max(20, m.max(20)).default([]),
});
export type ExperienceBody = z.input<typeof experienceBodySchema>;

/**
 * The API also takes the short form of the issue: `name` as a plain string and ticket categories
 * as `{ name, price }` with plain-string names.
 */
export const experienceInputSchema = z.preprocess((raw) => {
  if (!raw || typeof raw !== "object") return raw;
  const body = { ...(raw as Record<string, unknown>) };
  const lift = (v: unknown) => (typeof v === "string" ? { EN: v, IS: "" } : v);
  body.name = lift(body.name);
  if (Array.isArray(body.ticketCategories))
    body.ticketCategories = body.ticketCategories.map((c: unknown) =>
      c && typeof c === "object" ? { ...c, name: lift((c as { name?: unknown }).name) } : c,
    );
  return body;
}, experienceBodySchema);

export const experienceSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  tag: z.string(),
  name: z.object({ EN: z.string(), IS: z.string() }),
  shortDescription: z.object({ EN: z.string(), IS: z.string() }),
  description: z.object({ EN: z.string(), IS: z.string() }),
  location: z.object({
    address: z.string(),
    meetingPoint: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  durationMinutes: z.number(),
  guideLanguages: z.array(z.string()),
  ticketCategories: z.array(
    z.object({
      id: z.string(),
      name: z.object({ EN: z.string(), IS: z.string() }),
      price: z.number(),
      channelPrices: z.partialRecord(z.enum(salesChannels), z.number()),
      vatRate: z.number(),
      minPerBooking: z.number(),
      maxPerBooking: z.number(),
    }),
  ),
  capacity: z.number(),
  minParticipants: z.number(),
  cutoffMinutes: z.number(),
  maxAdvanceDays: z.number(),
  cancellationPolicy: z.object({ freeUntilHours: z.number(), feePercent: z.number() }),
  customFields: z.array(
    z.object({
      id: z.string(),
      label: z.object({ EN: z.string(), IS: z.string() }),
      type: z.enum(customFieldTypes),
      required: z.boolean(),
      options: z.array(z.object({ EN: z.string(), IS: z.string() })),
      per: z.enum(["Booking", "Participant"]),
    }),
  ),
  channels: z.array(z.enum(salesChannels)),
  assetNeeds: z.array(assetNeedSchema),
  status: z.enum(experienceStatuses),
  images: z.array(z.string()),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const experienceListQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  status: z.enum(experienceStatuses).optional(),
  channel: z.enum(salesChannels).optional(),
  language: z.enum(languages).optional(),
});

export const experienceSummarySchema = experienceSchema
  .pick({
    id: true,
    tag: true,
    name: true,
    status: true,
    durationMinutes: true,
    capacity: true,
    channels: true,
    images: true,
    updatedAt: true,
  })
  .extend({ fromPrice: z.number(), currency: z.string(), upcomingEvents: z.number() });
export type ExperienceSummary = z.infer<typeof experienceSummarySchema>;

export const imageUploadSchema = z.object({ key: z.string(), url: z.string() });
