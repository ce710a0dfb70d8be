import type { z } from "zod";
import type { ScheduleRule, slotSchema } from "@stund/shared/contracts/catalogue/schedules";
import { isValidDate } from "@stund/shared/scheduling/local-date";
import type { Database } from "../../../db/database";
import { badRequest, conflict, notFound } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { assetUnitsFree } from "../availability/availability.service";
import { slotBookingTotals } from "./schedule-slots.repository";
import { assetPoolExists, findSchedule } from "./schedule.repository";
import { openHoursWindows, rentalWindows, type Window } from "./schedule-windows";
import { scheduleNotFoundTitle } from "./schedule.service";

type Slot = z.infer<typeof slotSchema>;

export const eventsScheduleTitle = "This schedule's departures are events: see the availability calendar";
export const notACalendarDate = "Use a date of the calendar as YYYY-MM-DD";
export const poolGoneTitle = "The schedule's asset pool no longer exists";
export const durationOutOfRange = (min: number, max: number, unit: string) =>
  `Choose a duration from ${min} to ${max} ${unit.toLowerCase()}`;

/** A clock at which no pending booking still holds anything: what is left in use is sold. */
const noHoldsClock = new Date("9999-12-31T00:00:00Z");

async function openHoursSlots(
  db: Database,
  tenantId: string,
  scheduleId: string,
  rule: Extract<ScheduleRule, { kind: "OpenHours" }>,
  windows: Window[],
  now: Date,
): Promise<Slot[]> {
  if (windows.length === 0) return [];
  const totals = await slotBookingTotals(
    db,
    tenantId,
    scheduleId,
    windows[0]!.start,
    windows[windows.length - 1]!.start,
    now,
  );
  return windows.map(({ start, end }) => {
    const { sold, held } = totals.get(start.getTime()) ?? { sold: 0, held: 0 };
    const capacity = rule.capacityPerSlot;
    return {
      start: start.toISOString(),
      end: end.toISOString(),
      capacity,
      sold,
      held,
      available: Math.max(0, capacity - sold - held),
    };
  });
}

/** Units of the pool over each window: the peak in use (confirmed rentals and departures sold, the rest held). */
async function rentalSlots(
  db: Database,
  tenantId: string,
  assetId: string,
  windows: Window[],
  now: Date,
): Promise<Slot[]> {
  return Promise.all(
    windows.map(async ({ start, end }) => {
      const inUse = await assetUnitsFree(db, tenantId, assetId, start, end, now);
      const sold = (await assetUnitsFree(db, tenantId, assetId, start, end, noHoldsClock)).peakInUse;
      return {
        start: start.toISOString(),
        end: end.toISOString(),
        capacity: inUse.quantity,
        sold: Math.min(sold, inUse.peakInUse),
        held: Math.max(0, inUse.peakInUse - sold),
        available: inUse.free,
      };
    }),
  );
}

/**
 * What can be booked on a schedule on one local date of the project: the slots of an OpenHours
 * schedule, or the rental windows of an AssetType one (`duration` in its unit, by default the
 * shortest rental). The project's own schedules and the company presets are open here.
 */
export async function scheduleSlots(
  db: Database,
  scope: ProjectScope,
  id: string,
  query: { date: string; duration?: number },
  now = new Date(),
): Promise<Slot[]> {
  const schedule = await findSchedule(db, scope.tenantId, id);
  if (!schedule || (schedule.projectId !== null && schedule.projectId !== scope.projectId))
    throw notFound(scheduleNotFoundTitle);
  if (!isValidDate(query.date)) throw badRequest(notACalendarDate, { date: [notACalendarDate] });
  const rule = schedule.rule;
  switch (rule.kind) {
    case "ScheduledEvent":
      throw badRequest(eventsScheduleTitle);
    case "OpenHours":
      return openHoursSlots(
        db,
        scope.tenantId,
        schedule.id,
        rule,
        openHoursWindows(rule, query.date, scope.timeZone),
        now,
      );
    case "AssetType": {
      const duration = query.duration ?? rule.minDuration;
      if (duration < rule.minDuration || duration > rule.maxDuration) {
        const message = durationOutOfRange(rule.minDuration, rule.maxDuration, rule.durationUnit);
        throw badRequest(message, { duration: [message] });
      }
      if (!(await assetPoolExists(db, scope.tenantId, rule.assetId, scope.projectId)))
        throw conflict(poolGoneTitle);
      const windows = rentalWindows(rule, query.date, duration, scope.timeZone);
      return rentalSlots(db, scope.tenantId, rule.assetId, windows, now);
    }
  }
}
