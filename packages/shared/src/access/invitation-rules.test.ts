import { describe, expect, it } from "vitest";
import type { AccessSubject } from "./rules";
import { mayGrantAll, mayListInvitations } from "./invitation-rules";

const subject = (tenantRoles: AccessSubject["tenantRoles"], projectRoles = {}): AccessSubject => ({
  isSuperAdmin: false,
  tenantRoles,
  projectRoles,
});
const owner = subject(["Owner"]);
const admin = subject(["ApplicationAdministrator"]);
const manager = subject(["ApplicationManager"]);
const projectAdmin = subject([], { p1: ["ProjectAdministrator"] });
const host = { tenantRole: "ApplicationHost", projectRoles: [] };
const inP1 = { tenantRole: null, projectRoles: [{ projectId: "p1", role: "ProjectHost" }] };
const inBoth = {
  tenantRole: null,
  projectRoles: [
    { projectId: "p1", role: "ProjectHost" },
    { projectId: "p2", role: "ProjectHost" },
  ],
};

describe("who may handle an invitation", () => {
  it.each([
    ["an Owner, an Owner invitation", owner, { tenantRole: "Owner", projectRoles: [] }, true],
    ["an administrator, an Owner invitation", admin, { tenantRole: "Owner", projectRoles: [] }, false],
    ["an administrator, a Host", admin, host, true],
    ["an administrator, any project", admin, inBoth, true],
    ["a manager, a Host", manager, host, false],
    ["a manager, a project role", manager, inP1, false],
    ["a project administrator, their project", projectAdmin, inP1, true],
    ["a project administrator, another project too", projectAdmin, inBoth, false],
    ["a project administrator, a company role", projectAdmin, host, false],
  ] as const)("%s: %s", (_, who, roles, expected) => {
    expect(mayGrantAll(who, roles)).toBe(expected);
  });

  it("lists the company's invitations for staff managers and a project's for its administrators", () => {
    expect(mayListInvitations(admin)).toBe(true);
    expect(mayListInvitations(manager)).toBe(false);
    expect(mayListInvitations(projectAdmin)).toBe(false);
    expect(mayListInvitations(projectAdmin, "p1")).toBe(true);
    expect(mayListInvitations(projectAdmin, "p2")).toBe(false);
    expect(mayListInvitations(admin, "p2")).toBe(true);
  });
});
