import type { z } from "zod";
import type { Series, seriesChangeResultSchema } from "@stund/shared/contracts/catalogue/events";
import type { Database, Executor } from "../../../db/database";
import { badRequest, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity, type Actor } from "../../access/activity/activity.service";
import {
  assertKnownCategories,
  assertRealDates,
  planMaterialisation,
  recurrenceOf,
  seriesValues,
  usableExperience,
  type SeriesInput,
} from "./series-input";
import { noLongerInSeriesReason, seriesDeletedReason } from "./series-rules";
import { recordSeriesAudit } from "./series-audit";
import {
  eventDefaults,
  materialiseOccurrences,
  reconcileUpcomingEvents,
  releaseUpcomingEvents,
  type SeriesChange,
} from "./series-sync";
import {
  findSeries,
  insertSeriesRow,
  listSeries,
  lockSeriesRow,
  updateSeriesRow,
  type SeriesExperience,
} from "./series.repository";

export type SeriesChangeResult = z.infer<typeof seriesChangeResultSchema>;
type AvailabilityHub = Pick<Hubs, "availabilityChanged">;

export const seriesNotFoundTitle = "Series not found";

export async function listProjectSeries(
  db: Database,
  scope: ProjectScope,
  experienceId: string | undefined,
  now = new Date(),
): Promise<Series[]> {
  return listSeries(db, scope.tenantId, scope.projectId, experienceId, now);
}

export async function getSeries(db: Database, scope: ProjectScope, id: string, now = new Date()) {
  const series = await findSeries(db, scope.tenantId, scope.projectId, id, now);
  if (!series) throw notFound(seriesNotFoundTitle);
  return series;
}

/** The series as answered after a change, with what the change did to its events. */
async function changeResult(
  tx: Executor,
  scope: ProjectScope,
  id: string,
  change: SeriesChange,
  now: Date,
): Promise<SeriesChangeResult> {
  const series = await findSeries(tx, scope.tenantId, scope.projectId, id, now);
  if (!series) throw notFound(seriesNotFoundTitle);
  const { created, updated, removed, flagged } = change;
  return { ...series, created, updated, removed, flagged };
}

function describe(name: string, experience: SeriesExperience): string {
  return name ? `${name} (${experience.name.EN})` : experience.name.EN;
}

function counted({ created, updated, removed, flagged }: SeriesChange): string {
  return `${created} created, ${updated} updated, ${removed} removed, ${flagged} flagged`;
}

function notify(hubs: AvailabilityHub, scope: ProjectScope, change: SeriesChange): void {
  if (change.eventIds.length > 0) hubs.availabilityChanged(scope.projectId, change.eventIds);
}

/**
 * Creates a series in the project's time zone and, in the same transaction, the events of its
 * occurrences from today up to the horizon. `now` is the current time.
 */
export async function createSeries(
  db: Database,
  hubs: AvailabilityHub,
  scope: ProjectScope,
  actor: Actor,
  input: SeriesInput,
  now = new Date(),
): Promise<SeriesChangeResult> {
  assertRealDates(input);
  const { result, change } = await db.transaction(async (tx) => {
    const experience = await usableExperience(tx, scope, input.experienceId);
    assertKnownCategories(input.priceOverrides, experience.ticketCategoryIds);
    const recurrence = recurrenceOf(input, scope.timeZone);
    const defaults = eventDefaults(input, experience);
    const plan = planMaterialisation(recurrence, defaults.durationMinutes, now);
    const row = await insertSeriesRow(tx, scope, seriesValues(input, recurrence, plan.until));
    const created = await materialiseOccurrences(tx, row, defaults, plan.wanted, now);
    const change: SeriesChange = {
      created: created.length,
      updated: 0,
      removed: 0,
      flagged: 0,
      eventIds: created,
    };
    await recordActivity(tx, scope, actor, {
      kind: "SeriesCreated",
      subjectId: row.id,
      summary: `Series ${describe(row.name, experience)}: ${created.length} departures created`,
    });
    return { result: await changeResult(tx, scope, row.id, change, now), change };
  });
  notify(hubs, scope, change);
  return result;
}

/**
 * Changes a series and its upcoming events: events it still wants follow the new capacity,
 * duration and prices; events it no longer wants are removed, or kept detached and flagged when
 * they have bookings; new occurrences get events. Past and detached events are not touched.
 */
export async function updateSeries(
  db: Database,
  hubs: AvailabilityHub,
  scope: ProjectScope,
  actor: Actor,
  id: string,
  input: SeriesInput,
  now = new Date(),
): Promise<SeriesChangeResult> {
  const { result, change } = await db.transaction(async (tx) => {
    const row = await lockSeriesRow(tx, scope.tenantId, scope.projectId, id);
    if (!row) throw notFound(seriesNotFoundTitle);
    assertRealDates(input);
    if (input.experienceId !== row.experienceId)
      throw badRequest("A series keeps its experience", {
        experienceId: ["Start a new series for another experience"],
      });
    const experience = await usableExperience(tx, scope, input.experienceId);
    assertKnownCategories(input.priceOverrides, experience.ticketCategoryIds);
    const recurrence = recurrenceOf(input, scope.timeZone);
    const defaults = eventDefaults(input, experience);
    const plan = planMaterialisation(recurrence, defaults.durationMinutes, now, row.materialisedUntil);
    await updateSeriesRow(tx, scope.tenantId, row.id, seriesValues(input, recurrence, plan.until), now);
    const change = await reconcileUpcomingEvents(tx, row, defaults, plan.wanted, noLongerInSeriesReason, now);
    await recordSeriesAudit(tx, scope, actor, { row, input, experience, events: change });
    await recordActivity(tx, scope, actor, {
      kind: "SeriesUpdated",
      subjectId: row.id,
      summary: `Series ${describe(input.name, experience)} changed: ${counted(change)}`,
    });
    return { result: await changeResult(tx, scope, row.id, change, now), change };
  });
  notify(hubs, scope, change);
  return result;
}

/**
 * Deletes a series: its upcoming events without bookings are removed, those with bookings are
 * kept detached and flagged, past events stay. The series row is kept, marked deleted.
 */
export async function deleteSeries(
  db: Database,
  hubs: AvailabilityHub,
  scope: ProjectScope,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<SeriesChangeResult> {
  const { result, change } = await db.transaction(async (tx) => {
    const row = await lockSeriesRow(tx, scope.tenantId, scope.projectId, id);
    if (!row) throw notFound(seriesNotFoundTitle);
    const change = await releaseUpcomingEvents(tx, row, seriesDeletedReason, now);
    const result = await changeResult(tx, scope, row.id, change, now);
    await updateSeriesRow(tx, scope.tenantId, row.id, { deletedAt: now }, now);
    await recordActivity(tx, scope, actor, {
      kind: "SeriesDeleted",
      subjectId: row.id,
      summary: `Series ${row.name ? `${row.name} (${result.experienceName.EN})` : result.experienceName.EN} deleted: ${counted(change)}`,
    });
    return { result, change };
  });
  notify(hubs, scope, change);
  return result;
}
