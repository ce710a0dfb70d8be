import { describe, expect, it } from "vitest";
import type { AccessSubject } from "@stund/shared/access/rules";
import { defaultScope, scopeFrom } from "./default-scope";

const subject = (overrides: Partial<AccessSubject>): AccessSubject => ({
  isSuperAdmin: false,
  tenantRoles: [],
  projectRoles: {},
  ...overrides,
});

describe("the schedule's opening scope", () => {
  it.each([
    [{ tenantRoles: ["ApplicationHost"] }, "mine"],
    [{ tenantRoles: ["ApplicationHost", "ApplicationAgent"] }, "mine"],
    [{ tenantRoles: ["ApplicationHost", "ApplicationManager"] }, "all"],
    [{ tenantRoles: ["Owner"] }, "all"],
    [{ tenantRoles: ["ApplicationAgent"] }, "all"],
    [{ projectRoles: { a: ["ProjectHost"] } }, "mine"],
    [{ projectRoles: { a: ["ProjectHost"], b: ["ProjectAgent"] } }, "mine"],
    [{ projectRoles: { a: ["ProjectHost"], b: ["ProjectManager"] } }, "all"],
    [{ projectRoles: { a: ["ProjectHost", "ProjectAdministrator"] } }, "all"],
    [{ projectRoles: { a: ["ProjectAgent"] } }, "all"],
    [{ isSuperAdmin: true }, "all"],
  ] as [Partial<AccessSubject>, string][])("%j opens on %s", (overrides, expected) => {
    expect(defaultScope(subject(overrides))).toBe(expected);
  });

  it("follows the address when it names a scope", () => {
    const host = subject({ tenantRoles: ["ApplicationHost"] });
    expect(scopeFrom("all", host)).toBe("all");
    expect(scopeFrom("mine", subject({ tenantRoles: ["Owner"] }))).toBe("mine");
    expect(scopeFrom("whatever", host)).toBe("mine");
    expect(scopeFrom(null, undefined)).toBe("all");
  });
});
