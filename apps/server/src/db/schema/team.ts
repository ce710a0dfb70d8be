import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "./catalogue";
import { createdAt, tenantId } from "./columns";
import { users } from "./users";

/** A project role an invitation grants, by project. */
export interface InvitedProjectRole {
  projectId: string;
  role: string;
}

/**
 * An invitation to join a company's staff. The link carries a random token; only its SHA-256 is
 * stored, so the table alone opens nothing. A row is used once: accepted, revoked or expired.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    /** The tenant-level role granted on acceptance; null when only project roles are granted. */
    tenantRole: text("tenant_role"),
    projectRoles: jsonb("project_roles").$type<InvitedProjectRole[]>().notNull().default([]),
    message: text("message").notNull().default(""),
    /** EN or IS: the language of the email and of the invitation page. */
    language: text("language").notNull().default("EN"),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    invitedByName: text("invited_by_name").notNull().default(""),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull().defaultNow(),
    sendCount: integer("send_count").notNull().default(1),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    index("staff_invitations_tenant_idx").on(t.tenantId, t.createdAt),
    // One open invitation per address and company.
    uniqueIndex("staff_invitations_open_email_idx")
      .on(t.tenantId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** Staff (guides, hosts) assigned to a departure. */
export const eventStaff = pgTable(
  "event_staff",
  {
    tenantId: tenantId(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("event_staff_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

/**
 * A person's secret calendar feed address in one company. Only the token's SHA-256 is kept; a
 * revoked feed answers 404.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    tokenHash: text("token_hash").primaryKey(),
    tenantId: tenantId(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("calendar_feeds_tenant_user_idx").on(t.tenantId, t.userId)],
);

/** Areas of the audit log: changes to money, to capacity and to who may do what. */
export type AuditArea = "Money" | "Capacity" | "Access";

/**
 * Who changed what, when, with the values before and after. Written in the same transaction as
 * the change; never updated.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept as written, so the log still names a person who has since left. */
    actorName: text("actor_name").notNull().default(""),
    area: text("area").$type<AuditArea>().notNull(),
    /** What was done, e.g. RolesChanged, EventCapacityChanged, RefundIssued. */
    action: text("action").notNull(),
    /** What it was done to: a kind and an id (User, Invitation, Event, Booking, PaymentSettings…). */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** A short human line, e.g. the event's name and time or the person's email. */
    subjectLabel: text("subject_label").notNull().default(""),
    projectId: uuid("project_id"),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
  },
  (t) => [
    index("audit_log_tenant_at_idx").on(t.tenantId, t.at),
    index("audit_log_tenant_area_at_idx").on(t.tenantId, t.area, t.at),
  ],
);
