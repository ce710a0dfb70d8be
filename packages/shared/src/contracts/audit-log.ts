import { z } from "zod";
import { validationMessages as m } from "./validation-messages";

/** What an audit entry is about: money, capacity, or who may do what. */
export const auditAreas = ["Money", "Capacity", "Access"] as const;
export type AuditArea = (typeof auditAreas)[number];

export const auditLogPageSizeMax = 200;

export const auditLogMessages = {
  cursor: "The cursor is not one this list gave; start from the first page",
  action: "Use an action's name as the log writes it, in letters only",
  range: "Must not be before from",
} as const;

const id = z.string().uuid("Must be an id");
const isoInstant = z.iso.datetime({ offset: true, message: "Use a date and time as ISO 8601" });
/** A page's last entry: its time to the microsecond and its id, so equal times still page in order. */
const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z~[0-9a-f-]{36}$/;

/** GET /{tenant}/api/audit-log: newest first; `from` inclusive, `to` exclusive. */
export const auditLogQuerySchema = z
  .object({
    area: z.enum(auditAreas).optional(),
    action: z
      .string()
      .trim()
      .max(100, m.maxChars(100))
      .regex(/^[A-Za-z]*$/, auditLogMessages.action)
      .optional(),
    actorId: id.optional(),
    projectId: id.optional(),
    from: isoInstant.optional(),
    to: isoInstant.optional(),
    /** Part of the subject's label, the action's name or the person's name. */
    search: z.string().trim().max(200, m.maxChars(200)).optional(),
    cursor: z.string().regex(cursorPattern, auditLogMessages.cursor).optional(),
    limit: z.coerce
      .number({ error: "Must be a whole number" })
      .int("Must be a whole number")
      .min(1, m.min(1))
      .max(auditLogPageSizeMax, m.max(auditLogPageSizeMax))
      .default(50),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    message: auditLogMessages.range,
    path: ["to"],
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof auditLogQuerySchema>;

/** Values before or after a change: a small object of the fields that changed, or null. */
export const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.output<typeof auditValuesSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for the system (a job, a broker's notice), or a person since deleted. */
  actorId: z.string().nullable(),
  /** As written at the time, so the log still names a person who has left. */
  actorName: z.string(),
  area: z.enum(auditAreas),
  /** PascalCase, e.g. EventCapacityChanged, RefundIssued, RolesChanged. */
  action: z.string(),
  /** Booking, Event, Series, Experience, PaymentSettings, User, Invitation… */
  subjectType: z.string(),
  subjectId: z.string().nullable(),
  subjectLabel: z.string(),
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
  before: auditValuesSchema,
  after: auditValuesSchema,
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Give it as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /{tenant}/api/audit-log/actors: the people who appear in the log, by name. */
export const auditActorListSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type AuditActorList = z.infer<typeof auditActorListSchema>;
