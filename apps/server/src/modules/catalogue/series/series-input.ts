/** Checks of a series body against the project's data, and the row values it becomes. */
import type { z } from "zod";
import type { PriceOverrides, seriesBodySchema } from "@stund/shared/contracts/catalogue/events";
import type { Occurrence } from "@stund/shared/scheduling/recurrence";
import { isValidDate } from "@stund/shared/scheduling/local-date";
import type { Executor } from "../../../db/database";
import { badRequest } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { findSeriesExperience, type SeriesExperience, type SeriesValues } from "./series.repository";
import {
  materialiseUntil,
  materialiseWindow,
  maxEventsPerSeries,
  upcomingOccurrences,
  type SeriesRecurrence,
} from "./series-rules";

export type SeriesInput = z.output<typeof seriesBodySchema>;

/** The experience of a series: one of the project's, not archived. */
export async function usableExperience(
  db: Executor,
  scope: ProjectScope,
  experienceId: string,
): Promise<SeriesExperience> {
  const experience = await findSeriesExperience(db, scope.tenantId, scope.projectId, experienceId);
  if (!experience)
    throw badRequest("The experience was not found in this project", {
      experienceId: ["Choose an experience of this project"],
    });
  if (experience.status === "Archived")
    throw badRequest("The experience is archived", {
      experienceId: ["Choose an experience that is not archived"],
    });
  return experience;
}

/** Price overrides may only name the experience's ticket categories. */
export function assertKnownCategories(overrides: PriceOverrides, categoryIds: readonly string[]): void {
  const known = new Set(categoryIds);
  const unknown = Object.keys(overrides).filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest("A price override names a ticket category the experience does not have", {
      priceOverrides: unknown.map((id) => `Unknown ticket category: ${id}`),
    });
}

const realDateMessage = "Use a real calendar date";

/** The schema checks the date format only; a day like 2027-02-30 is refused here. */
export function assertRealDates(input: SeriesInput): void {
  const errors: Record<string, string[]> = {};
  if (!isValidDate(input.startDate)) errors.startDate = [realDateMessage];
  if (input.endDate !== null && !isValidDate(input.endDate)) errors.endDate = [realDateMessage];
  const badExcluded = input.excludedDates.filter((date) => !isValidDate(date));
  if (badExcluded.length > 0) errors.excludedDates = badExcluded.map((date) => `${realDateMessage}: ${date}`);
  const [field, messages] = Object.entries(errors)[0] ?? [];
  if (field) throw badRequest(`${field}: ${messages![0]}`, errors);
}

/** The recurrence of `input` in `timeZone`, with times and dates sorted and de-duplicated. */
export function recurrenceOf(input: SeriesInput, timeZone: string): SeriesRecurrence {
  return {
    timeZone,
    startDate: input.startDate,
    endDate: input.endDate,
    count: input.count,
    slots: input.slots.map((slot) => ({ weekday: slot.weekday, times: [...new Set(slot.times)].sort() })),
    excludedDates: [...new Set(input.excludedDates)].sort(),
  };
}

/** The columns of a series row for `input`. */
export function seriesValues(
  input: SeriesInput,
  recurrence: SeriesRecurrence,
  materialisedUntil: string,
): SeriesValues {
  return {
    ...recurrence,
    experienceId: input.experienceId,
    name: input.name,
    capacity: input.capacity,
    durationMinutes: input.durationMinutes,
    priceOverrides: input.priceOverrides,
    materialisedUntil,
  };
}

export interface MaterialisePlan {
  /** The last local date the series is materialised up to. */
  until: string;
  /** Occurrences after `now` up to `until`. */
  wanted: Occurrence[];
}

/**
 * The occurrences `recurrence` wants at `now` up to its horizon (or `reached`, when later).
 * Refuses a rule that cannot be expanded or that would make more than `maxEventsPerSeries` events.
 */
export function planMaterialisation(
  recurrence: SeriesRecurrence,
  durationMinutes: number,
  now: Date,
  reached: string | null = null,
): MaterialisePlan {
  let plan: MaterialisePlan;
  try {
    const until = materialiseUntil(recurrence, now, reached);
    const window = materialiseWindow(recurrence, now, until);
    plan = { until, wanted: upcomingOccurrences(recurrence, durationMinutes, window, now) };
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`The series cannot be planned: ${error.message}`);
    throw error;
  }
  if (plan.wanted.length > maxEventsPerSeries)
    throw badRequest(
      `The series would create ${plan.wanted.length} departures in the coming months; at most ${maxEventsPerSeries} are allowed`,
      { slots: [`Use fewer start times or a shorter date range (at most ${maxEventsPerSeries} departures)`] },
    );
  return plan;
}
