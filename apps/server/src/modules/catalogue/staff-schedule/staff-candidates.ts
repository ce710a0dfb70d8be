import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import type { StaffConflict, staffRoles } from "@stund/shared/contracts/staff-schedule";
import { assignableProjectRoles, assignableTenantRoles } from "./event-staff.repository";

type StaffRole = (typeof staffRoles)[number];

/** From the highest down: company roles first, then the project's own. */
const roleOrder: readonly string[] = [...assignableTenantRoles, ...assignableProjectRoles];

export interface CandidateRole {
  userId: string;
  name: string;
  email: string;
  role: string;
}

export interface Candidate {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
}

/** One entry per person, with the highest of the roles that make them assignable, by name. */
export function candidatesOf(rows: readonly CandidateRole[]): Candidate[] {
  const best = new Map<string, CandidateRole>();
  for (const row of rows) {
    const held = best.get(row.userId);
    if (!held || roleOrder.indexOf(row.role) < roleOrder.indexOf(held.role)) best.set(row.userId, row);
  }
  return [...best.values()]
    .map((row) => ({ userId: row.userId, name: row.name, email: row.email, role: row.role as StaffRole }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
}

export interface OverlapRow {
  userId: string;
  eventId: string;
  projectId: string;
  projectName: string;
  experienceName: Bilingual;
  startAt: Date;
  endAt: Date;
}

/**
 * Each person's overlapping departures as the caller may be told them: the names of a project
 * the caller cannot see stay hidden, only the time is told.
 */
export function conflictsByPerson(
  rows: readonly OverlapRow[],
  visible: (projectId: string) => boolean,
): Map<string, StaffConflict[]> {
  const byPerson = new Map<string, StaffConflict[]>();
  for (const row of rows) {
    const seen = visible(row.projectId);
    const conflict: StaffConflict = {
      eventId: row.eventId,
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
      projectName: seen ? row.projectName : null,
      experienceName: seen ? row.experienceName : null,
    };
    const list = byPerson.get(row.userId);
    if (list) list.push(conflict);
    else byPerson.set(row.userId, [conflict]);
  }
  return byPerson;
}
