import { describe, expect, it } from "vitest";
import type { AccessSubject } from "@stund/shared/access/rules";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { asStaffMembers, staffActionsFor } from "./staff-actions";

const project = "p1";
const subject = (
  tenantRoles: TenantRole[],
  projectRoles: Record<string, ProjectRole[]> = {},
): AccessSubject => ({
  isSuperAdmin: false,
  tenantRoles,
  projectRoles,
});
const person = (tenantRole: TenantRole | null, isYou = false): StaffMember => ({
  userId: "x",
  name: "X",
  email: "x@example.com",
  image: null,
  tenantRole,
  projectRoles: tenantRole ? [] : [{ projectId: project, projectName: "P", role: "ProjectHost" }],
  lastSignInAt: null,
  isYou,
});

describe("staffActionsFor", () => {
  it("lets Owners do everything to others and Administrators manage up to their rank", () => {
    expect(staffActionsFor(subject(["Owner"]), person("Owner"), "tenant")).toEqual({
      editRoles: true,
      remove: true,
      transfer: true,
    });
    const admin = subject(["ApplicationAdministrator"]);
    expect(staffActionsFor(admin, person("Owner"), "tenant")).toEqual({
      editRoles: false,
      remove: false,
      transfer: false,
    });
    expect(staffActionsFor(admin, person("ApplicationHost"), "tenant")).toEqual({
      editRoles: true,
      remove: true,
      transfer: false,
    });
    expect(staffActionsFor(subject(["Owner"]), person("Owner", true), "tenant").transfer).toBe(false);
  });

  it("gives managers, hosts and project roles nothing at company level", () => {
    for (const roles of [["ApplicationManager"], ["ApplicationHost"], []] as TenantRole[][])
      expect(
        staffActionsFor(subject(roles, { [project]: ["ProjectAdministrator"] }), person(null), "tenant"),
      ).toEqual({
        editRoles: false,
        remove: false,
        transfer: false,
      });
  });

  it("at project level: its administrator manages its people, company people stay read-only", () => {
    const administrator = subject([], { [project]: ["ProjectAdministrator"] });
    expect(staffActionsFor(administrator, person(null), "project", project)).toMatchObject({
      editRoles: true,
      remove: true,
    });
    expect(staffActionsFor(administrator, person(null), "project", "other").editRoles).toBe(false);
    expect(staffActionsFor(subject(["Owner"]), person("ApplicationHost"), "project", project).editRoles).toBe(
      false,
    );
  });
});

describe("asStaffMembers", () => {
  it("names a project's roles with the project", () => {
    const [member] = asStaffMembers(
      [{ ...person(null), projectRoles: ["ProjectManager"], roles: ["ProjectManager"] }],
      { id: project, name: "Glacier" },
    );
    expect(member!.projectRoles).toEqual([
      { projectId: project, projectName: "Glacier", role: "ProjectManager" },
    ]);
    expect(member).not.toHaveProperty("roles");
  });
});
