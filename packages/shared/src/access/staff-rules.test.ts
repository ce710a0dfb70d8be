import { describe, expect, it } from "vitest";
import { projectRoles, tenantRoles, type ProjectRole, type Role, type TenantRole } from "../enums";
import type { AccessSubject } from "./rules";
import {
  grantableProjectRoles,
  grantableTenantRoles,
  highestTenantRole,
  leavesNoOwner,
  managesCompanyStaff,
  managesProjectStaff,
  mayGrant,
  mayManagePerson,
} from "./staff-rules";

type Actor = "SuperAdmin" | TenantRole | ProjectRole;
const actors: Actor[] = ["SuperAdmin", ...tenantRoles, ...projectRoles];

/** An actor holding one role; project roles are held in project p1. */
function subjectOf(actor: Actor): AccessSubject {
  if (actor === "SuperAdmin") return { isSuperAdmin: true, tenantRoles: [], projectRoles: {} };
  if ((tenantRoles as readonly string[]).includes(actor))
    return { isSuperAdmin: false, tenantRoles: [actor as TenantRole], projectRoles: {} };
  return { isSuperAdmin: false, tenantRoles: [], projectRoles: { p1: [actor as ProjectRole] } };
}

/**
 * The rules written out as a table: for each actor, the roles they may grant in project p1 (and
 * at company level). A Project Administrator of p1 may grant nothing in p2.
 */
const grants: Record<Actor, readonly Role[]> = {
  SuperAdmin: [...tenantRoles, ...projectRoles],
  Owner: [...tenantRoles, ...projectRoles],
  ApplicationAdministrator: [
    "ApplicationAdministrator",
    "ApplicationManager",
    "ApplicationHost",
    "ApplicationAgent",
    ...projectRoles,
  ],
  ApplicationManager: [],
  ApplicationHost: [],
  ApplicationAgent: [],
  ProjectAdministrator: [...projectRoles],
  ProjectManager: [],
  ProjectHost: [],
  ProjectAgent: [],
};

/** Whom each actor may change at company level, by the target's tenant role ("none": project-only staff). */
const manages: Record<Actor, readonly (TenantRole | "none")[]> = {
  SuperAdmin: [...tenantRoles, "none"],
  Owner: [...tenantRoles, "none"],
  ApplicationAdministrator: [
    "ApplicationAdministrator",
    "ApplicationManager",
    "ApplicationHost",
    "ApplicationAgent",
    "none",
  ],
  ApplicationManager: [],
  ApplicationHost: [],
  ApplicationAgent: [],
  ProjectAdministrator: [],
  ProjectManager: [],
  ProjectHost: [],
  ProjectAgent: [],
};

describe("staff rules: who may grant what, every actor × role", () => {
  for (const actor of actors) {
    for (const role of [...tenantRoles, ...projectRoles, "SuperAdmin"] as Role[]) {
      const expected = grants[actor].includes(role);
      it(`${actor} ${expected ? "may" : "may not"} grant ${role}`, () => {
        expect(mayGrant(subjectOf(actor), role, "p1")).toBe(expected);
      });
    }
  }

  it("a Project Administrator grants nothing in another project", () => {
    for (const role of projectRoles)
      expect(mayGrant(subjectOf("ProjectAdministrator"), role, "p2")).toBe(false);
  });

  it("a project role needs a project", () => {
    expect(mayGrant(subjectOf("Owner"), "ProjectHost")).toBe(false);
  });

  it("the pickers offer exactly the grantable roles", () => {
    expect(grantableTenantRoles(subjectOf("ApplicationAdministrator"))).not.toContain("Owner");
    expect(grantableTenantRoles(subjectOf("Owner"))).toContain("Owner");
    expect(grantableTenantRoles(subjectOf("ProjectAdministrator"))).toEqual([]);
    expect(grantableProjectRoles(subjectOf("ProjectAdministrator"), "p1")).toEqual([...projectRoles]);
    expect(grantableProjectRoles(subjectOf("ProjectManager"), "p1")).toEqual([]);
  });
});

describe("staff rules: who may change whom, every actor × target", () => {
  for (const actor of actors) {
    for (const target of [...tenantRoles, "none"] as const) {
      const companyLevel = manages[actor].includes(target);
      it(`${actor} ${companyLevel ? "may" : "may not"} change ${target} at company level`, () => {
        const roles = target === "none" ? [] : [target];
        expect(mayManagePerson(subjectOf(actor), { tenantRoles: roles })).toBe(companyLevel);
      });
      // In project p1, a Project Administrator also manages people without a company role.
      const inProject = companyLevel || (actor === "ProjectAdministrator" && target === "none");
      it(`${actor} ${inProject ? "may" : "may not"} change ${target} in their project`, () => {
        const roles = target === "none" ? [] : [target];
        expect(mayManagePerson(subjectOf(actor), { tenantRoles: roles }, "p1")).toBe(inProject);
      });
    }
  }

  it("only a Super Admin touches a Super Admin", () => {
    expect(mayManagePerson(subjectOf("Owner"), { tenantRoles: [], isSuperAdmin: true })).toBe(false);
    expect(mayManagePerson(subjectOf("SuperAdmin"), { tenantRoles: [], isSuperAdmin: true })).toBe(true);
  });

  it("a Project Administrator manages their own project only", () => {
    expect(managesProjectStaff(subjectOf("ProjectAdministrator"), "p1")).toBe(true);
    expect(managesProjectStaff(subjectOf("ProjectAdministrator"), "p2")).toBe(false);
    expect(mayManagePerson(subjectOf("ProjectAdministrator"), { tenantRoles: [] }, "p2")).toBe(false);
    expect(managesCompanyStaff(subjectOf("ProjectAdministrator"))).toBe(false);
  });
});

describe("staff rules: owners", () => {
  it("the highest tenant role is the one shown", () => {
    expect(highestTenantRole(["ApplicationHost", "Owner"])).toBe("Owner");
    expect(highestTenantRole(["ProjectHost"])).toBeNull();
  });

  it("a company keeps at least one Owner", () => {
    expect(leavesNoOwner(["a"], ["a"])).toBe(true);
    expect(leavesNoOwner(["a", "b"], ["a"])).toBe(false);
    expect(leavesNoOwner(["a", "b"], ["a", "b"])).toBe(true);
    expect(leavesNoOwner(["a"], [])).toBe(false);
  });
});
