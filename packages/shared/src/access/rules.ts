import type { ProjectRole, Role, SubscriptionTier, TenantRole } from "../enums";
import { sectionRules, type Section, type SectionRule } from "./sections";

/** Who the user is within one tenant. */
export interface AccessSubject {
  isSuperAdmin: boolean;
  tenantRoles: readonly TenantRole[];
  /** Project-level roles keyed by project id. */
  projectRoles: Readonly<Record<string, readonly ProjectRole[]>>;
}

export type AccessDecision = "allowed" | "notAuthorized" | "notSubscribed";

/** Roles that count for a check: tenant roles, plus project roles of one project or of any project. */
export function rolesFor(subject: AccessSubject, projectId?: string): Role[] {
  const result: Role[] = [...subject.tenantRoles];
  if (subject.isSuperAdmin) result.push("SuperAdmin");
  const projectSets = projectId
    ? [subject.projectRoles[projectId] ?? []]
    : Object.values(subject.projectRoles);
  for (const set of projectSets) for (const role of set) if (!result.includes(role)) result.push(role);
  return result;
}

/** docs/product.md §2.2: Super Admin and Owner pass every role check. */
export function passesRoles(held: readonly Role[], needed: readonly Role[]): boolean {
  if (held.includes("SuperAdmin") || held.includes("Owner")) return true;
  return held.some((role) => needed.includes(role));
}

export function passesTier(rule: SectionRule, tier: SubscriptionTier): boolean {
  return !rule.tiers || rule.tiers.includes(tier);
}

/**
 * The one access decision used by the API and the console. `tier` is the effective tier
 * (see effectiveTier). Roles are checked before the tier, so a user without the role learns
 * nothing about the subscription.
 */
export function decideAccess(
  section: Section,
  subject: AccessSubject,
  tier: SubscriptionTier,
  projectId?: string,
): AccessDecision {
  const rule: SectionRule = sectionRules[section];
  const held = rolesFor(subject, rule.scope === "project" ? projectId : undefined);
  if (!passesRoles(held, rule.roles)) return "notAuthorized";
  if (!passesTier(rule, tier)) return "notSubscribed";
  return "allowed";
}

/** Whether the user sees the project at all: tenant-wide roles see every project. */
export function canSeeProject(subject: AccessSubject, projectId: string): boolean {
  if (subject.isSuperAdmin || subject.tenantRoles.length > 0) return true;
  return (subject.projectRoles[projectId]?.length ?? 0) > 0;
}

export function isAdmin(subject: AccessSubject): boolean {
  return (
    subject.isSuperAdmin || subject.tenantRoles.some((r) => r === "Owner" || r === "ApplicationAdministrator")
  );
}
