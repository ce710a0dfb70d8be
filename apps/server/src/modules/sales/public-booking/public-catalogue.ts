import type { PublicEvent, PublicExperience, PublicPicture } from "@stund/shared/contracts/bookings/public";
import { fromPrice, priceFor } from "@stund/shared/pricing/channel-price";
import type { Database } from "../../../db/database";
import { seatsForEvents } from "../../catalogue/availability/availability.service";
import { picturesOf } from "../../catalogue/experiences/experience-image.service";
import { findPublicExperiences, findSellingEvents, type ExperienceRow } from "./public-booking.repository";
import type { PublicTenant } from "./public-tenant";

function imageUrl(key: string): string {
  return key.startsWith("/") || key.startsWith("http") ? key : `/files/${key}`;
}

/** A published experience with its images ready for the storefront's <picture>s. */
export type PublicExperienceRow = ExperienceRow & { pictures: PublicPicture[] };

export function publicExperience(row: PublicExperienceRow, tenant: PublicTenant): PublicExperience {
  const categories = row.ticketCategories.filter((c) => c.id);
  return {
    id: row.id,
    tag: row.tag,
    name: row.name,
    shortDescription: row.shortDescription,
    description: row.description,
    images: row.images.map(imageUrl),
    pictures: row.pictures,
    durationMinutes: row.durationMinutes,
    currency: tenant.currency,
    fromPrice: fromPrice(
      categories.map((c) => ({ ...c, id: c.id! })),
      "Public",
    ),
    ticketCategories: categories.map((c) => ({
      id: c.id!,
      name: c.name,
      price: priceFor({ ...c, id: c.id! }, "Public"),
      vatRate: c.vatRate,
      minPerBooking: c.minPerBooking,
      maxPerBooking: c.maxPerBooking,
    })),
    customFields: row.customFields
      .filter((f) => f.id)
      .map((f) => ({
        id: f.id!,
        label: f.label,
        type: f.type,
        required: f.required,
        options: f.options,
        per: f.per,
      })),
    cancellationPolicy: row.cancellationPolicy,
    timeZone: row.projectTimeZone || tenant.timeZone,
  };
}

/** Published experiences of the company's live projects that sell on the Public channel. */
export async function listPublicExperiences(
  db: Database,
  tenant: PublicTenant,
  /** Only this project's (its identifier or id), for a project's booking widget. */
  project?: string,
): Promise<PublicExperienceRow[]> {
  if (!tenant.channels.includes("Public")) return [];
  const rows = await findPublicExperiences(db, tenant.id, project);
  // One query for the pictures of every experience listed.
  const pictures = await picturesOf(
    db,
    tenant.id,
    rows.flatMap((row) => row.images),
  );
  let next = 0;
  return rows.map((row) => ({ ...row, pictures: pictures.slice(next, (next += row.images.length)) }));
}

/** Coming departures of a published experience in a range, with seats left now. */
export async function listPublicEvents(
  db: Database,
  tenant: PublicTenant,
  experience: ExperienceRow,
  range: { from: Date; to: Date },
  now: Date = new Date(),
): Promise<PublicEvent[]> {
  const from = range.from > now ? range.from : now;
  const cutoff = new Date(now.getTime() + experience.cutoffMinutes * 60_000);
  const latest = new Date(now.getTime() + experience.maxAdvanceDays * 86_400_000);
  const rows = await findSellingEvents(db, tenant.id, experience.id, {
    from: from > cutoff ? from : cutoff,
    to: range.to < latest ? range.to : latest,
  });
  const seats = await seatsForEvents(db, tenant.id, rows, now);
  return rows.map((row) => {
    const available = seats.get(row.id)?.available ?? 0;
    return {
      id: row.id,
      experienceId: row.experienceId,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      available,
      soldOut: available === 0,
      delayed: row.status === "Delayed",
    };
  });
}
