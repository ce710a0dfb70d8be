import type { SalesChannel } from "@stund/shared/enums";
import type { AssetNeed } from "@stund/shared/contracts/catalogue/experiences";
import type { Database } from "../../../db/database";
import { bookings, events, experienceAssets, experiences } from "../../../db/schema/catalogue";

/**
 * Rows of other catalogue features written straight to the database, so these tests own their
 * data without depending on the experience, event and booking screens' own rules.
 */
export async function insertExperience(
  db: Database,
  scope: { tenantId: string; projectId: string },
  values: {
    name: string;
    status?: "Draft" | "Published" | "Archived";
    channels?: SalesChannel[];
    assetNeeds?: AssetNeed[];
  },
) {
  const tag = values.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const assetNeeds = values.assetNeeds ?? [];
  const [row] = await db
    .insert(experiences)
    .values({
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      tag,
      status: values.status ?? "Published",
      name: { EN: values.name, IS: "" },
      searchName: values.name.toLowerCase(),
      shortDescription: { EN: "", IS: "" },
      description: { EN: "", IS: "" },
      location: { address: "", meetingPoint: "", latitude: null, longitude: null },
      durationMinutes: 120,
      guideLanguages: [],
      ticketCategories: [],
      capacity: 10,
      minParticipants: 0,
      cutoffMinutes: 0,
      maxAdvanceDays: 365,
      cancellationPolicy: { freeUntilHours: 24, feePercent: 100 },
      customFields: [],
      channels: values.channels ?? ["Public", "Web", "Kiosk", "Private", "Agent"],
      assetNeeds,
      images: [],
    })
    .returning({ id: experiences.id, tag: experiences.tag });
  if (assetNeeds.length > 0)
    await db.insert(experienceAssets).values(
      assetNeeds.map((need) => ({
        tenantId: scope.tenantId,
        experienceId: row!.id,
        assetId: need.assetId,
        quantity: need.quantity,
        per: need.per,
      })),
    );
  return { id: row!.id, tag: row!.tag, name: values.name };
}

export async function insertEvent(
  db: Database,
  scope: { tenantId: string; projectId: string },
  values: { experienceId: string; start: Date; end: Date; capacity?: number; seatsSold?: number },
) {
  const [row] = await db
    .insert(events)
    .values({
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      experienceId: values.experienceId,
      startAt: values.start,
      endAt: values.end,
      capacity: values.capacity ?? 10,
      seatsSold: values.seatsSold ?? 0,
      priceOverrides: {},
    })
    .returning({ id: events.id });
  return row!.id;
}

/** The seat-taking core of a booking: a slot, a rental or a seat on an event. */
export async function insertBooking(
  db: Database,
  scope: { tenantId: string; projectId: string },
  values: {
    status: "Pending" | "Confirmed" | "Declined" | "Expired" | "Failed";
    seats?: number;
    scheduleId?: string;
    eventId?: string;
    assetId?: string;
    units?: number;
    startsAt?: Date;
    endsAt?: Date;
    expiresAt?: Date;
  },
) {
  const [row] = await db
    .insert(bookings)
    .values({
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      status: values.status,
      seats: values.seats ?? 0,
      scheduleId: values.scheduleId ?? null,
      eventId: values.eventId ?? null,
      assetId: values.assetId ?? null,
      units: values.units ?? 0,
      startsAt: values.startsAt ?? null,
      endsAt: values.endsAt ?? null,
      expiresAt: values.expiresAt ?? null,
    })
    .returning({ id: bookings.id });
  return row!.id;
}
