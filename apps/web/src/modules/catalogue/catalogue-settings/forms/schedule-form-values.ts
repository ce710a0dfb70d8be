/**
 * The schedule form keeps every kind's fields at once (switching kind and back loses nothing) and
 * one stable entry per weekday, so errors stay on their field while days are switched on and off.
 * `toScheduleBody` builds the contract body from the chosen kind and a map from body paths
 * (rule.hours.2.close) back to form fields (openHours.days.Tuesday.ranges.0.close).
 */
import {
  scheduleBodySchema,
  type Schedule,
  type ScheduleBody,
} from "@stund/shared/contracts/catalogue/schedules";
import { weekdays, type DurationUnit, type ScheduleKind, type Weekday } from "@stund/shared/enums";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

export type NumberValue = number | string;
export type OpeningRange = { open: string; close: string };

export type ScheduleFormValues = {
  name: string;
  description: string;
  /** On a project page: "project" for this project only, "tenant" for a company-wide preset. */
  level: SettingsLevel;
  experienceId: string | null;
  kind: ScheduleKind;
  scheduledEvent: { days: Record<Weekday, { times: string[] }> };
  openHours: {
    days: Record<Weekday, { ranges: OpeningRange[] }>;
    slotMinutes: NumberValue;
    capacityPerSlot: NumberValue;
    closures: string[];
  };
  assetType: {
    assetId: string | null;
    durationUnit: DurationUnit;
    minDuration: NumberValue;
    maxDuration: NumberValue;
  };
};

export const defaultStartTime = "09:00";
export const defaultOpening: OpeningRange = { open: "09:00", close: "17:00" };

const perWeekday = <T>(make: (weekday: Weekday) => T): Record<Weekday, T> =>
  Object.fromEntries(weekdays.map((weekday) => [weekday, make(weekday)])) as Record<Weekday, T>;

/** Blank values of a new schedule. */
export function emptyScheduleValues(level: SettingsLevel): ScheduleFormValues {
  return {
    name: "",
    description: "",
    level,
    experienceId: null,
    kind: "ScheduledEvent",
    scheduledEvent: { days: perWeekday(() => ({ times: [] })) },
    openHours: {
      days: perWeekday(() => ({ ranges: [] })),
      slotMinutes: 30,
      capacityPerSlot: "",
      closures: [],
    },
    assetType: { assetId: null, durationUnit: "Hours", minDuration: 1, maxDuration: "" },
  };
}

/** A saved schedule in the form's shape; the other kinds keep their blank values. */
export function scheduleToValues(schedule: Schedule): ScheduleFormValues {
  const values = emptyScheduleValues(schedule.projectId ? "project" : "tenant");
  values.name = schedule.name;
  values.description = schedule.description;
  values.experienceId = schedule.experienceId;
  values.kind = schedule.kind;
  const rule = schedule.rule;
  if (rule.kind === "ScheduledEvent") {
    for (const slot of rule.slots) values.scheduledEvent.days[slot.weekday] = { times: [...slot.times] };
  } else if (rule.kind === "OpenHours") {
    for (const day of rule.hours)
      values.openHours.days[day.weekday].ranges.push({ open: day.open, close: day.close });
    values.openHours.slotMinutes = rule.slotMinutes;
    values.openHours.capacityPerSlot = rule.capacityPerSlot;
    values.openHours.closures = [...rule.closures];
  } else {
    values.assetType = {
      assetId: rule.assetId,
      durationUnit: rule.durationUnit,
      minDuration: rule.minDuration,
      maxDuration: rule.maxDuration,
    };
  }
  return values;
}

/** A number field's value for the contract: an empty field is left out, so it reads "required". */
const numberOf = (value: NumberValue): number | undefined =>
  typeof value === "number" ? value : value.trim() === "" ? undefined : Number(value);

interface BuiltRule {
  rule: Record<string, unknown>;
  /** Form field of each array entry of the body, by its body path (rule.slots.0 → …). */
  entryFields: Map<string, string>;
}

function buildRule(values: ScheduleFormValues): BuiltRule {
  const entryFields = new Map<string, string>();
  if (values.kind === "ScheduledEvent") {
    const open = weekdays.filter((weekday) => values.scheduledEvent.days[weekday].times.length > 0);
    open.forEach((weekday, index) =>
      entryFields.set(`rule.slots.${index}`, `scheduledEvent.days.${weekday}`),
    );
    const slots = open.map((weekday) => ({ weekday, times: values.scheduledEvent.days[weekday].times }));
    return { rule: { kind: values.kind, slots }, entryFields };
  }
  if (values.kind === "OpenHours") {
    const hours: { weekday: Weekday; open: string; close: string }[] = [];
    for (const weekday of weekdays) {
      values.openHours.days[weekday].ranges.forEach((range, index) => {
        entryFields.set(`rule.hours.${hours.length}`, `openHours.days.${weekday}.ranges.${index}`);
        hours.push({ weekday, ...range });
      });
    }
    const { slotMinutes, capacityPerSlot, closures } = values.openHours;
    return {
      rule: {
        kind: values.kind,
        hours,
        slotMinutes: numberOf(slotMinutes),
        capacityPerSlot: numberOf(capacityPerSlot),
        closures: [...closures].sort(),
      },
      entryFields,
    };
  }
  const asset = values.assetType;
  return {
    rule: {
      kind: values.kind,
      assetId: asset.assetId,
      durationUnit: asset.durationUnit,
      minDuration: numberOf(asset.minDuration),
      maxDuration: numberOf(asset.maxDuration),
    },
    entryFields,
  };
}

const ruleFieldPrefix: Record<ScheduleKind, string> = {
  ScheduledEvent: "scheduledEvent",
  OpenHours: "openHours",
  AssetType: "assetType",
};

export interface ScheduleDraft {
  /** The body as typed, before the contract's defaults and trimming. */
  input: unknown;
  /** The form field a body path belongs to. */
  fieldOf: (path: string) => string;
}

/**
 * The contract body of the form's values. `projectId` is the page's project (null on the
 * company page); a company-wide choice on a project page sends null and drops the experience.
 */
export function scheduleDraft(values: ScheduleFormValues, projectId: string | null): ScheduleDraft {
  const scopedProject = values.level === "project" ? projectId : null;
  const { rule, entryFields } = buildRule(values);
  const input = {
    name: values.name,
    projectId: scopedProject,
    experienceId: scopedProject ? values.experienceId : null,
    description: values.description,
    rule,
  };
  const prefix = ruleFieldPrefix[values.kind];
  const fieldOf = (path: string): string => {
    if (path === "rule" || !path.startsWith("rule.")) return path;
    const [, top, index, ...rest] = path.split(".");
    const entry = entryFields.get(`rule.${top}.${index}`);
    if (entry) return [entry, ...rest].join(".");
    if (top === "slots" || top === "hours") return `${prefix}.days`;
    return [prefix, ...path.split(".").slice(1)].join(".");
  };
  return { input, fieldOf };
}

/** The body to send, once the form is valid. */
export function toScheduleBody(values: ScheduleFormValues, projectId: string | null): ScheduleBody {
  return scheduleBodySchema.parse(scheduleDraft(values, projectId).input);
}
