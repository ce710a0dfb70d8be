import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import type {
  CustomField,
  experienceBodySchema,
  TicketCategory,
} from "@stund/shared/contracts/catalogue/experiences";
import type { SalesChannel } from "@stund/shared/enums";
import { defaultMaxLength } from "@stund/shared/contracts/validation-messages";
import type { ExperienceRow, ExperienceValues } from "./experience.repository";

/** A validated body; without `channels` the experience sells on every channel the company has enabled. */
export type ExperienceInput = Omit<z.output<typeof experienceBodySchema>, "channels"> & {
  channels?: SalesChannel[];
};

/** What the service settled for the fields that depend on other rows. */
export interface SettledFields {
  tag: string;
  channels: SalesChannel[];
  images: string[];
}

const typesWithOptions = new Set<string>(["Dropdown", "MultiSelect"]);

/**
 * Gives every entry an id. An entry keeps its id only when it names one of `previous` (bookings
 * may point at it), and each id is used once; anything else gets a new one.
 */
export function withStableIds<T extends { id?: string }>(
  entries: T[],
  previous: { id: string }[] = [],
): (T & { id: string })[] {
  const known = new Set(previous.map((entry) => entry.id));
  const used = new Set<string>();
  return entries.map((entry) => {
    const keep = entry.id !== undefined && known.has(entry.id) && !used.has(entry.id);
    const id = keep ? entry.id! : randomUUID();
    used.add(id);
    return { ...entry, id };
  });
}

/** Options mean something only for Dropdown and MultiSelect; other types store none. */
function cleanField(field: CustomField): CustomField {
  return typesWithOptions.has(field.type) ? field : { ...field, options: [] };
}

export function experienceValues(
  body: ExperienceInput,
  settled: SettledFields,
  previous?: ExperienceRow,
): ExperienceValues {
  return {
    tag: settled.tag,
    status: body.status,
    name: body.name,
    searchName: body.name.EN.toLowerCase(),
    shortDescription: body.shortDescription,
    description: body.description,
    location: body.location,
    durationMinutes: body.durationMinutes,
    guideLanguages: body.guideLanguages,
    ticketCategories: withStableIds(body.ticketCategories, previous?.ticketCategories),
    capacity: body.capacity,
    minParticipants: body.minParticipants,
    cutoffMinutes: body.cutoffMinutes,
    maxAdvanceDays: body.maxAdvanceDays,
    cancellationPolicy: body.cancellationPolicy,
    customFields: withStableIds(body.customFields, previous?.customFields).map(cleanField),
    channels: settled.channels,
    assetNeeds: body.assetNeeds,
    images: settled.images,
  };
}

function suffixed(text: string, suffix: string): string {
  if (!text) return "";
  return `${text.slice(0, defaultMaxLength - suffix.length)}${suffix}`;
}

/** The name of a copy: "Glacier walk (copy)", in Icelandic "Jöklaganga (afrit)". */
export function copyName(name: Bilingual): Bilingual {
  return { EN: suffixed(name.EN, " (copy)"), IS: suffixed(name.IS, " (afrit)") };
}

/** A copy of everything as a new Draft, with new ids for its ticket categories and custom fields. */
export function copyValues(row: ExperienceRow, tag: string): ExperienceValues {
  const name = copyName(row.name);
  const fresh = <T extends { id: string }>(entries: T[]) =>
    entries.map((entry) => ({ ...entry, id: randomUUID() }));
  return {
    tag,
    status: "Draft",
    name,
    searchName: name.EN.toLowerCase(),
    shortDescription: row.shortDescription,
    description: row.description,
    location: row.location,
    durationMinutes: row.durationMinutes,
    guideLanguages: row.guideLanguages,
    ticketCategories: fresh<TicketCategory>(row.ticketCategories),
    capacity: row.capacity,
    minParticipants: row.minParticipants,
    cutoffMinutes: row.cutoffMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    cancellationPolicy: row.cancellationPolicy,
    customFields: fresh<CustomField>(row.customFields),
    channels: row.channels,
    assetNeeds: row.assetNeeds,
    images: row.images,
  };
}
