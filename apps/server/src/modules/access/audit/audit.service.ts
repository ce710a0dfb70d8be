import type { AuditArea } from "@stund/shared/contracts/audit-log";
import type { Executor } from "../../../db/database";
import { findUserName, insertAuditEntry } from "./audit.repository";

export type { AuditArea };

/** Who made a change; null for the system (a job, a broker's webhook). */
export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditEntry {
  area: AuditArea;
  /** What was done, e.g. RolesChanged, EventCapacityChanged, RefundIssued. */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** A short human line naming the subject (an email, an event's name and time). */
  subjectLabel?: string;
  projectId?: string | null;
  /**
   * Small objects of the fields that changed, as people read them: money in major units beside
   * its `currency`, never a secret (a changed credential reads "changed").
   */
  before?: unknown;
  after?: unknown;
}

/**
 * Records a change to money, capacity or access in the audit log. Call it inside the change's
 * own transaction, so the entry exists exactly when the change does.
 */
export async function recordAudit(
  db: Executor,
  tenantId: string,
  actor: AuditActor | null,
  entry: AuditEntry,
): Promise<void> {
  await insertAuditEntry(db, {
    tenantId,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? "System",
    area: entry.area,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    subjectLabel: entry.subjectLabel ?? "",
    projectId: entry.projectId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * The actor of a change made for `userId` (a staff member, by id), or the system when there is
 * none; for code that knows who acted only by id.
 */
export async function auditActorOf(
  db: Executor,
  userId: string | null | undefined,
): Promise<AuditActor | null> {
  if (!userId) return null;
  const name = await findUserName(db, userId);
  return { id: userId, name: name ?? "" };
}
