import type { AccessSubject } from "@stund/shared/access/rules";
import { highestProjectRole, highestTenantRole } from "@stund/shared/access/staff-rules";

export type ScheduleScope = "mine" | "all";

/**
 * Whether the person is a Host at heart: their highest role is a Host role (a company Host, or
 * with no company role, Host and nothing higher in any project). Hosts open on their own schedule.
 */
export function isHostAtHeart(subject: AccessSubject): boolean {
  if (subject.isSuperAdmin) return false;
  const companyTop = highestTenantRole(subject.tenantRoles);
  if (companyTop) return companyTop === "ApplicationHost";
  const tops = Object.values(subject.projectRoles).map((held) => highestProjectRole(held));
  return tops.includes("ProjectHost") && tops.every((top) => top === "ProjectHost" || top === "ProjectAgent");
}

/** The scope the schedule opens on when the address names none. */
export function defaultScope(subject: AccessSubject | undefined): ScheduleScope {
  return subject && isHostAtHeart(subject) ? "mine" : "all";
}

export function scopeFrom(value: string | null, subject: AccessSubject | undefined): ScheduleScope {
  return value === "mine" || value === "all" ? value : defaultScope(subject);
}
