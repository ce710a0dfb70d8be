import type { z } from "zod";
import type {
  createEventBodySchema,
  eventListQuerySchema,
  PriceOverrides,
  StundEvent,
  updateEventBodySchema,
} from "@stund/shared/contracts/catalogue/events";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import type { TicketCategory } from "@stund/shared/contracts/catalogue/experiences";
import type { Database } from "../../../db/database";
import { badRequest, conflict, notFound } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity } from "../../access/activity/activity.service";
import { eventNotFoundTitle } from "../availability/availability.service";
import {
  findEventRow,
  findManifest,
  findProjectExperience,
  findSeriesName,
  insertEventRow,
  listEventRows,
  type EventChanges,
} from "./event.repository";
import { changeEvent, eventViews, type EventChangeContext } from "./event-changes";
import { decideCapacity, eventDeletedTitle } from "./event-transitions";
import { eventLabel } from "./event-view";
import { parseInstant } from "./event-instants";

type ListQuery = z.output<typeof eventListQuerySchema>;
type CreateBody = z.output<typeof createEventBodySchema>;
type UpdateBody = z.output<typeof updateEventBodySchema>;

const dayMs = 24 * 60 * 60 * 1000;
export const maxRangeDays = 366;
export const rangeOrderTitle = "The end of the range must be after its start";
export const rangeTooLongTitle = `The range can span at most ${maxRangeDays} days`;
export const experienceNotFoundTitle = "Experience not found";
export const experienceArchivedTitle = "The experience is archived: it takes no new events";
export const moveBookedEventTitle = "Use a delay to move an event that has bookings";
export const unknownTicketCategoryTitle =
  "Price overrides name a ticket category the experience does not have";

/** A project's events starting in [from, to), at most 366 days, each with its seats. */
export async function listEvents(db: Database, scope: ProjectScope, query: ListQuery): Promise<StundEvent[]> {
  const from = parseInstant(query.from, "from");
  const to = parseInstant(query.to, "to");
  if (to <= from) throw badRequest(rangeOrderTitle, { to: [rangeOrderTitle] });
  if (to.getTime() - from.getTime() > maxRangeDays * dayMs)
    throw badRequest(rangeTooLongTitle, { to: [rangeTooLongTitle] });
  const rows = await listEventRows(db, scope.tenantId, scope.projectId, {
    from,
    to,
    experienceId: query.experienceId,
    tag: query.tag,
    status: query.status,
    includeDeleted: query.includeDeleted === "true",
  });
  return eventViews(db, scope, rows);
}

export async function getEvent(db: Database, scope: ProjectScope, id: string): Promise<EventDetail> {
  const row = await findEventRow(db, scope.tenantId, scope.projectId, id);
  if (!row) throw notFound(eventNotFoundTitle);
  const [[view], manifest, seriesName] = await Promise.all([
    eventViews(db, scope, [row]),
    findManifest(db, scope.tenantId, row.id),
    row.seriesId ? findSeriesName(db, scope.tenantId, row.seriesId) : Promise.resolve(null),
  ]);
  return {
    ...view!,
    manifest: manifest.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
    seriesName,
  };
}

/** Price overrides may only name the experience's own ticket categories. */
function assertKnownCategories(overrides: PriceOverrides, categories: TicketCategory[]): void {
  const known = new Set(categories.map((c) => c.id));
  const unknown = Object.keys(overrides).filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(unknownTicketCategoryTitle, {
      priceOverrides: unknown.map((id) => `${unknownTicketCategoryTitle}: ${id}`),
    });
}

/** One event of an experience of this project; capacity and duration default to the experience's. */
export async function createEvent(
  db: Database,
  context: EventChangeContext,
  body: CreateBody,
): Promise<StundEvent> {
  const { scope, actor } = context;
  return db.transaction(async (tx) => {
    const experience = await findProjectExperience(tx, scope.tenantId, scope.projectId, body.experienceId);
    if (!experience) throw notFound(experienceNotFoundTitle);
    if (experience.status === "Archived") throw conflict(experienceArchivedTitle);
    assertKnownCategories(body.priceOverrides, experience.ticketCategories);
    const startAt = parseInstant(body.start, "start");
    const duration = body.durationMinutes ?? experience.durationMinutes;
    const id = await insertEventRow(tx, scope, {
      experienceId: experience.id,
      startAt,
      endAt: new Date(startAt.getTime() + duration * 60_000),
      capacity: body.capacity ?? experience.capacity,
      priceOverrides: body.priceOverrides,
      note: body.note,
    });
    const row = (await findEventRow(tx, scope.tenantId, scope.projectId, id))!;
    await recordActivity(tx, scope, actor, {
      kind: "EventCreated",
      subjectId: id,
      summary: `${eventLabel(row, scope.timeZone)}: created`,
    });
    const [view] = await eventViews(tx, scope, [row]);
    return view!;
  });
}

/**
 * Edits one event: start (only while nobody has booked it; a booked one is delayed instead),
 * duration, capacity (never below what is sold or held), price overrides and note. An event of
 * a series becomes detached, so the series no longer rewrites it.
 */
export async function updateEvent(
  db: Database,
  context: EventChangeContext,
  id: string,
  body: Partial<UpdateBody>,
): Promise<StundEvent> {
  return changeEvent(db, context, id, async ({ tx, row, seats }) => {
    if (row.status === "Deleted") throw conflict(eventDeletedTitle);
    const capacity = body.capacity === undefined ? null : decideCapacity(row, seats, body.capacity);
    const startAt = body.start === undefined ? row.startAt : parseInstant(body.start, "start");
    if (startAt.getTime() !== row.startAt.getTime() && seats.sold + seats.held > 0)
      throw conflict(moveBookedEventTitle);
    const duration =
      body.durationMinutes === undefined
        ? row.endAt.getTime() - row.startAt.getTime()
        : body.durationMinutes * 60_000;
    const endAt = new Date(startAt.getTime() + duration);
    if (body.priceOverrides) {
      const experience = await findProjectExperience(tx, row.tenantId, row.projectId, row.experienceId);
      assertKnownCategories(body.priceOverrides, experience?.ticketCategories ?? []);
    }
    const changes: EventChanges = {
      ...capacity?.changes,
      ...(startAt.getTime() !== row.startAt.getTime() ? { startAt } : {}),
      ...(endAt.getTime() !== row.endAt.getTime() ? { endAt } : {}),
      ...(body.priceOverrides ? { priceOverrides: body.priceOverrides } : {}),
      ...(body.note === undefined ? {} : { note: body.note }),
      ...(row.seriesId ? { detached: true } : {}),
    };
    return { changes, kind: "EventUpdated", what: "edited" };
  });
}
