import type { z } from "zod";
import type { Schedule, scheduleBodySchema } from "@stund/shared/contracts/catalogue/schedules";
import { errorCodes } from "@stund/shared/contracts/problem";
import type { ScheduleKind } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { AppError, badRequest, conflict, notFound } from "../../../http/errors";
import {
  projectIdOf,
  recordSettingsActivity,
  tenantIdOf,
  type SettingsPlace,
} from "../assets/settings-place";
import { normaliseRule } from "./schedule-rules";
import {
  assetPoolExists,
  countScheduleBookings,
  deleteScheduleRow,
  experienceExists,
  findSchedule,
  insertSchedule,
  listPresetSchedules,
  listProjectSchedules,
  updateScheduleRow,
  type ScheduleValues,
} from "./schedule.repository";

type ScheduleBody = z.output<typeof scheduleBodySchema>;

export const scheduleNotFoundTitle = "Schedule not found";
export const projectScheduleFromTenantTitle = "Add a project's schedule in that project's settings";
export const sharedScheduleTitle =
  "This schedule is a preset shared by the whole company: change it in the company settings";
export const experienceNotInProject = "The experience is not one of this project's";
export const experienceNotInCompany = "The experience is not one of the company's";
export const assetNotUsable = "Choose an asset pool of this project or of the company";
export const presetAssetNotUsable = "A company preset can only use an asset pool shared by the whole company";
export const scheduleHasBookingsTitle = "The schedule has bookings: it can no longer be deleted";

/**
 * The values to store: the rule in its stable order and, from a project, that project. Refuses
 * in one answer every field that points where it may not: an experience outside the project (or
 * the company, for a preset) and an asset pool the project cannot use.
 */
async function valuesFor(tx: Executor, place: SettingsPlace, body: ScheduleBody): Promise<ScheduleValues> {
  if (place.level === "tenant" && body.projectId !== null)
    throw badRequest(projectScheduleFromTenantTitle, { projectId: [projectScheduleFromTenantTitle] });
  const tenantId = tenantIdOf(place);
  const projectId = projectIdOf(place);
  const { rule, errors } = normaliseRule(body.rule);
  if (body.experienceId && !(await experienceExists(tx, tenantId, body.experienceId, projectId)))
    errors.experienceId = [projectId ? experienceNotInProject : experienceNotInCompany];
  if (rule.kind === "AssetType" && !(await assetPoolExists(tx, tenantId, rule.assetId, projectId)))
    errors["rule.assetId"] = [projectId ? assetNotUsable : presetAssetNotUsable];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  return {
    projectId,
    experienceId: body.experienceId,
    name: body.name,
    description: body.description,
    rule,
  };
}

/**
 * The schedule as the caller may change it: from the company settings a preset only; from a
 * project that project's own schedules (a preset is refused, another project's is not there).
 */
async function openSchedule(tx: Executor, place: SettingsPlace, id: string) {
  const schedule = await findSchedule(tx, tenantIdOf(place), id, true);
  if (!schedule) throw notFound(scheduleNotFoundTitle);
  if (place.level === "tenant") {
    if (schedule.projectId !== null) throw notFound(scheduleNotFoundTitle);
  } else if (schedule.projectId === null) {
    throw new AppError(403, sharedScheduleTitle, { errorCode: errorCodes.notAuthorized });
  } else if (schedule.projectId !== place.scope.projectId) {
    throw notFound(scheduleNotFoundTitle);
  }
  return schedule;
}

const record = (tx: Executor, place: SettingsPlace, subjectId: string, summary: string) =>
  recordSettingsActivity(tx, place, { kind: "ScheduleSaved", subjectId, summary });

export async function listSchedules(db: Database, place: SettingsPlace, kind?: ScheduleKind) {
  return place.level === "tenant"
    ? listPresetSchedules(db, place.context.tenantId, kind)
    : listProjectSchedules(db, place.scope.tenantId, place.scope.projectId, kind);
}

export async function createSchedule(
  db: Database,
  place: SettingsPlace,
  body: ScheduleBody,
): Promise<Schedule> {
  return db.transaction(async (tx) => {
    const schedule = await insertSchedule(tx, tenantIdOf(place), await valuesFor(tx, place, body));
    await record(tx, place, schedule.id, `Added schedule “${schedule.name}”`);
    return schedule;
  });
}

/** Bookings already made keep their times; the new rule applies to what is booked from now on. */
export async function updateSchedule(
  db: Database,
  place: SettingsPlace,
  id: string,
  body: ScheduleBody,
): Promise<Schedule> {
  return db.transaction(async (tx) => {
    const current = await openSchedule(tx, place, id);
    const schedule = await updateScheduleRow(
      tx,
      current.tenantId,
      current.id,
      await valuesFor(tx, place, body),
    );
    if (!schedule) throw notFound(scheduleNotFoundTitle);
    await record(tx, place, schedule.id, `Changed schedule “${schedule.name}”`);
    return schedule;
  });
}

/** A schedule something was booked on stays, so those bookings keep their slot. */
export async function deleteSchedule(db: Database, place: SettingsPlace, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const schedule = await openSchedule(tx, place, id);
    if ((await countScheduleBookings(tx, schedule.tenantId, schedule.id)) > 0)
      throw conflict(scheduleHasBookingsTitle);
    if (!(await deleteScheduleRow(tx, schedule.tenantId, schedule.id))) throw notFound(scheduleNotFoundTitle);
    await record(tx, place, schedule.id, `Deleted schedule “${schedule.name}”`);
  });
}
