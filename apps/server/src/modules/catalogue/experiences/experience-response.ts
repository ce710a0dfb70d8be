import { fromPrice } from "@stund/shared/pricing/channel-price";
import type { Experience, ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import type { Currency, ExperienceStatus, SalesChannel } from "@stund/shared/enums";
import type { ExperienceRow } from "./experience.repository";

/** The row as the contract names it; the status column holds values written through the enum. */
export function toExperience(row: ExperienceRow, currency: Currency): Experience {
  return {
    id: row.id,
    projectId: row.projectId,
    tag: row.tag,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    location: row.location,
    durationMinutes: row.durationMinutes,
    guideLanguages: row.guideLanguages,
    ticketCategories: row.ticketCategories,
    capacity: row.capacity,
    minParticipants: row.minParticipants,
    cutoffMinutes: row.cutoffMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    cancellationPolicy: row.cancellationPolicy,
    customFields: row.customFields,
    channels: row.channels,
    assetNeeds: row.assetNeeds,
    status: row.status as ExperienceStatus,
    images: row.images,
    currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(
  row: ExperienceRow,
  currency: Currency,
  upcomingEvents: number,
  channel?: SalesChannel,
): ExperienceSummary {
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    status: row.status as ExperienceStatus,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    channels: row.channels,
    images: row.images,
    updatedAt: row.updatedAt.toISOString(),
    fromPrice: fromPrice(row.ticketCategories, channel) ?? 0,
    currency,
    upcomingEvents,
  };
}
