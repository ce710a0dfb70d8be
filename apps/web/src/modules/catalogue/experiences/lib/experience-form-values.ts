/**
 * The editor's values: the shape of experienceBodySchema (so validation paths and the server's
 * per-field errors land on the same fields), with numbers as the inputs hold them ("" while
 * empty) and prices in major units.
 */
import type { UseFormReturnType } from "@mantine/form";
import { randomId } from "@mantine/hooks";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import {
  salesChannels,
  type CustomFieldType,
  type Currency,
  type ExperienceStatus,
  type SalesChannel,
} from "@stund/shared/enums";
import { toMajorUnits } from "@stund/shared/money/money";

/** What a number input holds: a number, or "" while it is empty. */
export type NumberValue = number | string;

export interface TicketCategoryValues {
  /** Keeps a row's inputs in place while rows move. */
  key: string;
  id?: string;
  name: Bilingual;
  price: NumberValue;
  /** "" means the channel sells at the base price. */
  channelPrices: Record<SalesChannel, NumberValue>;
  vatRate: number | "";
  minPerBooking: NumberValue;
  maxPerBooking: NumberValue;
}

export type CustomFieldPer = "Booking" | "Participant";

export interface CustomFieldValues {
  key: string;
  id?: string;
  label: Bilingual;
  type: CustomFieldType;
  required: boolean;
  per: CustomFieldPer;
  options: Bilingual[];
}

export type AssetPer = "Departure" | "Booking" | "Person";

export interface AssetNeedValues {
  key: string;
  assetId: string;
  quantity: NumberValue;
  per: AssetPer;
}

export interface ExperienceFormValues extends Record<string, unknown> {
  name: Bilingual;
  tag: string;
  shortDescription: Bilingual;
  description: Bilingual;
  status: ExperienceStatus;
  guideLanguages: string[];
  location: { address: string; meetingPoint: string; latitude: NumberValue; longitude: NumberValue };
  durationMinutes: NumberValue;
  capacity: NumberValue;
  minParticipants: NumberValue;
  cutoffMinutes: NumberValue;
  maxAdvanceDays: NumberValue;
  ticketCategories: TicketCategoryValues[];
  customFields: CustomFieldValues[];
  channels: SalesChannel[];
  assetNeeds: AssetNeedValues[];
  cancellationPolicy: { freeUntilHours: NumberValue; feePercent: number | "" };
  images: string[];
}

const blank = (): Bilingual => ({ EN: "", IS: "" });
const noChannelPrices = () =>
  Object.fromEntries(salesChannels.map((channel) => [channel, ""])) as Record<SalesChannel, NumberValue>;

export function newTicketCategory(): TicketCategoryValues {
  return {
    key: randomId("ticket-"),
    name: blank(),
    price: 0,
    channelPrices: noChannelPrices(),
    vatRate: 0,
    minPerBooking: 0,
    maxPerBooking: 50,
  };
}

export function newCustomField(): CustomFieldValues {
  return {
    key: randomId("field-"),
    label: blank(),
    type: "Text",
    required: false,
    per: "Booking",
    options: [],
  };
}

export function newAssetNeed(): AssetNeedValues {
  return { key: randomId("asset-"), assetId: "", quantity: 1, per: "Booking" };
}

export function newOption(): Bilingual {
  return blank();
}

/**
 * A new experience: one ticket category, sold on the company's channels (all five when they are
 * not known), 24 hours of free cancellation.
 */
export function emptyExperienceValues(
  channels: readonly SalesChannel[] = salesChannels,
): ExperienceFormValues {
  return {
    name: blank(),
    tag: "",
    shortDescription: blank(),
    description: blank(),
    status: "Draft",
    guideLanguages: [],
    location: { address: "", meetingPoint: "", latitude: "", longitude: "" },
    durationMinutes: 120,
    capacity: 20,
    minParticipants: 0,
    cutoffMinutes: 0,
    maxAdvanceDays: 365,
    ticketCategories: [newTicketCategory()],
    customFields: [],
    channels: salesChannels.filter((channel) => channels.includes(channel)),
    assetNeeds: [],
    cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
    images: [],
  };
}

/** A saved experience as editor values, prices back in major units. */
export function valuesFromExperience(experience: Experience, currency: Currency): ExperienceFormValues {
  const major = (minor: number) => toMajorUnits(minor, currency);
  return {
    name: { ...experience.name },
    tag: experience.tag,
    shortDescription: { ...experience.shortDescription },
    description: { ...experience.description },
    status: experience.status,
    guideLanguages: [...experience.guideLanguages],
    location: {
      address: experience.location.address,
      meetingPoint: experience.location.meetingPoint,
      latitude: experience.location.latitude ?? "",
      longitude: experience.location.longitude ?? "",
    },
    durationMinutes: experience.durationMinutes,
    capacity: experience.capacity,
    minParticipants: experience.minParticipants,
    cutoffMinutes: experience.cutoffMinutes,
    maxAdvanceDays: experience.maxAdvanceDays,
    ticketCategories: experience.ticketCategories.map((category) => ({
      key: category.id,
      id: category.id,
      name: { ...category.name },
      price: major(category.price),
      channelPrices: Object.fromEntries(
        salesChannels.map((channel) => {
          const price = category.channelPrices[channel];
          return [channel, price === undefined ? "" : major(price)];
        }),
      ) as Record<SalesChannel, NumberValue>,
      vatRate: category.vatRate,
      minPerBooking: category.minPerBooking,
      maxPerBooking: category.maxPerBooking,
    })),
    customFields: experience.customFields.map((field) => ({
      key: field.id,
      id: field.id,
      label: { ...field.label },
      type: field.type,
      required: field.required,
      per: field.per,
      options: field.options.map((option) => ({ ...option })),
    })),
    channels: [...experience.channels],
    assetNeeds: experience.assetNeeds.map((need) => ({ key: randomId("asset-"), ...need })),
    cancellationPolicy: { ...experience.cancellationPolicy },
    images: [...experience.images],
  };
}

/** The editor's form, as every section receives it. */
export type ExperienceForm = UseFormReturnType<ExperienceFormValues>;
