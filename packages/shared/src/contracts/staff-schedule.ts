import { z } from "zod";
import { delayStatuses, eventStatuses, projectRoles, tenantRoles } from "../enums";
import { problemSchema } from "./problem";

/**
 * The guide schedule: departures of every project a person may see with the staff assigned to
 * them, the assignment of staff to one departure, and a person's calendar feed.
 */

/** The longest period one schedule request may span. */
export const maxScheduleDays = 62;
/** How many people one departure may have assigned. */
export const maxStaffPerDeparture = 50;

const isoInstant = z.iso.datetime({ offset: true, message: "Use a date and time as ISO 8601" });
const bilingual = z.object({ EN: z.string(), IS: z.string() });

// ---------------------------------------------------------------- the schedule

export const scheduleQuerySchema = z.object({
  from: isoInstant,
  to: isoInstant,
  /** "true": only the caller's own assignments (My schedule). */
  mine: z.enum(["true", "false"]).optional(),
  projectId: z.uuid().optional(),
});
export type ScheduleQuery = z.input<typeof scheduleQuerySchema>;

export const scheduledPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** The same person is also on another departure of the company that overlaps this one. */
  hasConflict: z.boolean(),
});
export type ScheduledPerson = z.infer<typeof scheduledPersonSchema>;

export const scheduleDepartureSchema = z.object({
  eventId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectIdentifier: z.string(),
  experienceName: bilingual,
  startAt: z.string(),
  endAt: z.string(),
  /** IANA zone of the project's departures: the project's own, else the company's. */
  timeZone: z.string(),
  status: z.enum(eventStatuses),
  delayStatus: z.enum(delayStatuses).nullable(),
  seatsSold: z.number().int(),
  capacity: z.number().int(),
  staff: z.array(scheduledPersonSchema),
});
export type ScheduleDeparture = z.infer<typeof scheduleDepartureSchema>;

export const scheduleProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  identifier: z.string(),
  timeZone: z.string(),
});
export type ScheduleProject = z.infer<typeof scheduleProjectSchema>;

export const scheduleSchema = z.object({
  /** The company's time zone, in which the schedule's days are drawn. */
  timeZone: z.string(),
  /** Every project the caller may see, for the filter. */
  projects: z.array(scheduleProjectSchema),
  departures: z.array(scheduleDepartureSchema),
});
export type Schedule = z.infer<typeof scheduleSchema>;

// ---------------------------------------------------------------- one departure's staff

/** Another departure a person is assigned to that overlaps this one. */
export const staffConflictSchema = z.object({
  eventId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** Null when the caller may not see that departure's project: only the time is told. */
  projectName: z.string().nullable(),
  experienceName: bilingual.nullable(),
});
export type StaffConflict = z.infer<typeof staffConflictSchema>;

export const staffRoles = [...tenantRoles, ...projectRoles] as const;

export const assignedPersonSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** False when the person no longer holds a Host or higher role there: they may only be removed. */
  isCandidate: z.boolean(),
  conflicts: z.array(staffConflictSchema),
});
export type AssignedPerson = z.infer<typeof assignedPersonSchema>;

export const staffCandidateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The highest role that makes them a candidate: a company role, else one in the project. */
  role: z.enum(staffRoles),
  conflicts: z.array(staffConflictSchema),
});
export type StaffCandidate = z.infer<typeof staffCandidateSchema>;

export const eventStaffSchema = z.object({
  eventId: z.string(),
  projectId: z.string(),
  projectIdentifier: z.string(),
  projectName: z.string(),
  experienceName: bilingual,
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  status: z.enum(eventStatuses),
  /** Whether the caller may change who is assigned (managers and administrators of the project). */
  canAssign: z.boolean(),
  assigned: z.array(assignedPersonSchema),
  candidates: z.array(staffCandidateSchema),
});
export type EventStaff = z.infer<typeof eventStaffSchema>;

export const replaceEventStaffBodySchema = z.object({
  userIds: z
    .array(z.uuid())
    .max(maxStaffPerDeparture, `Assign at most ${maxStaffPerDeparture} people to one departure`),
  /** Assign even where a person is on another departure at the same time. */
  confirmConflicts: z.boolean().optional(),
});
export type ReplaceEventStaffBody = z.input<typeof replaceEventStaffBodySchema>;

/** The 409 answer when people would be on two departures at once. */
export const staffConflictProblemSchema = problemSchema.extend({
  conflicts: z.array(staffConflictSchema.extend({ userId: z.string(), name: z.string() })).optional(),
});
export type StaffConflictProblem = z.infer<typeof staffConflictProblemSchema>;

// ---------------------------------------------------------------- the calendar feed

export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed: its secret address is told this once; only a hash of it is kept. */
export const createdCalendarFeedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type CreatedCalendarFeed = z.infer<typeof createdCalendarFeedSchema>;

export const calendarFeedParamsSchema = z.object({
  file: z.string().max(200),
});
