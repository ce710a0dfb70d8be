import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { projects } from "../../../db/schema/projects";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { ownedTenant } from "../../../../test/factories";
import { staffCompany, type StaffCompany } from "./staff-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const rolesUrl = (c: StaffCompany, userId: string) => `${c.tenant.api}/staff/${userId}/roles`;
const lastOwner = "A company must keep at least one Owner. Transfer ownership first.";

describe("PUT /{tenant}/api/staff/{userId}/roles", () => {
  it("replaces a person's roles, records them in the audit log and tells their console", async () => {
    const c = await staffCompany(t);
    const host = await c.add("ApplicationHost");
    const updated = vi.spyOn(t.app.hubs, "userUpdated");
    const body = {
      tenantRole: "ApplicationManager",
      projectRoles: [{ projectId: c.glacier, role: "ProjectAdministrator" }],
    };
    const response = await c.owner.put(rolesUrl(c, host.userId), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userId: host.userId,
      tenantRole: "ApplicationManager",
      projectRoles: [{ projectId: c.glacier, projectName: "Glacier", role: "ProjectAdministrator" }],
      isYou: false,
    });
    expect(await c.rolesOf(host.userId)).toEqual({
      tenantRoles: ["ApplicationManager"],
      projectRoles: [`${c.glacier}:ProjectAdministrator`],
    });
    expect(updated).toHaveBeenCalledWith(host.userId);
    const [entry] = await c.auditEntries();
    expect(entry).toMatchObject({
      area: "Access",
      action: "RolesChanged",
      actorId: c.owner.userId,
      subjectType: "User",
      subjectId: host.userId,
      subjectLabel: host.email,
      before: { tenantRoles: ["ApplicationHost"], projectRoles: [] },
      after: {
        tenantRoles: ["ApplicationManager"],
        projectRoles: [{ projectId: c.glacier, projectName: "Glacier", role: "ProjectAdministrator" }],
      },
    });

    // Back to project roles only; the same roles again change nothing and tell nobody.
    const projectOnly = { tenantRole: null, projectRoles: [{ projectId: c.harbour, role: "ProjectHost" }] };
    expect((await c.owner.put(rolesUrl(c, host.userId), projectOnly)).json()).toMatchObject({
      tenantRole: null,
    });
    updated.mockClear();
    expect((await c.owner.put(rolesUrl(c, host.userId), projectOnly)).statusCode).toBe(200);
    expect(updated).not.toHaveBeenCalled();
    expect(await c.auditEntries()).toHaveLength(2);
  });

  it("refuses everyone who does not manage the company's staff, changing nothing", async () => {
    const c = await staffCompany(t);
    const host = await c.add("ApplicationHost");
    const body = { tenantRole: "ApplicationManager", projectRoles: [] };
    for (const caller of [
      await c.add("ApplicationManager"),
      await c.add("ApplicationHost"),
      await c.add("ApplicationAgent"),
      await c.inProject(c.glacier, "ProjectAdministrator"),
      await c.inProject(c.glacier, "ProjectManager"),
      await c.inProject(c.glacier, "ProjectHost"),
      await c.inProject(c.glacier, "ProjectAgent"),
    ]) {
      const refused = await caller.put(rolesUrl(c, host.userId), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await new TestClient(t.app).put(rolesUrl(c, host.userId), body)).statusCode).toBe(401);
    expect(await c.rolesOf(host.userId)).toEqual({ tenantRoles: ["ApplicationHost"], projectRoles: [] });
    expect(await c.auditEntries()).toEqual([]);
  });

  it("answers 404 for people outside the company and for strangers", async () => {
    const c = await staffCompany(t);
    const other = await ownedTenant(t.app, c.db);
    const nobody = await signedInClient(t.app);
    const body = { tenantRole: "ApplicationHost", projectRoles: [] };
    for (const userId of [other.owner.userId, nobody.userId]) {
      const missing = await c.owner.put(rolesUrl(c, userId), body);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().title).toBe("This person is not on the company's staff");
    }
    expect((await other.owner.put(rolesUrl(c, c.owner.userId), body)).statusCode).toBe(404);
    expect(await c.rolesOf(nobody.userId)).toEqual({ tenantRoles: [], projectRoles: [] });
  });

  it("refuses bad input with a clear title and changes nothing", async () => {
    const c = await staffCompany(t);
    const host = await c.add("ApplicationHost");
    const other = await ownedTenant(t.app, c.db);
    const foreignProject = await other.createProject("Elsewhere");
    await c.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, c.harbour));
    const put = (body: unknown, userId = host.userId) => c.owner.put(rolesUrl(c, userId), body);
    const cases: [unknown, string][] = [
      [{ tenantRole: "Boss", projectRoles: [] }, "tenantRole: Choose a company role from the list"],
      [
        { tenantRole: null, projectRoles: [{ projectId: c.glacier, role: "Owner" }] },
        "projectRoles.0.role: Choose a project role from the list",
      ],
      [
        { tenantRole: null, projectRoles: [{ projectId: "nope", role: "ProjectHost" }] },
        "projectRoles.0.projectId: The project id is not valid",
      ],
      [
        { tenantRole: null, projectRoles: [{ projectId: foreignProject, role: "ProjectHost" }] },
        "One of the projects is not a project of this company",
      ],
      [
        { tenantRole: null, projectRoles: [{ projectId: c.harbour, role: "ProjectHost" }] },
        "One of the projects is not a project of this company",
      ],
      [
        { tenantRole: null, projectRoles: [] },
        "A person must keep at least one role. To take every role away, remove them from the company.",
      ],
    ];
    for (const [body, title] of cases) {
      const refused = await put(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().title).toBe(title);
    }
    const badId = await put({ tenantRole: null, projectRoles: [] }, "someone");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().title).toBe("userId: The person's id is not valid");
    expect(await c.rolesOf(host.userId)).toEqual({ tenantRoles: ["ApplicationHost"], projectRoles: [] });
    expect(await c.auditEntries()).toEqual([]);
  });

  it("keeps the last Owner: demoting them is a conflict; with a second Owner it goes through", async () => {
    const c = await staffCompany(t);
    const demote = { tenantRole: "ApplicationAdministrator", projectRoles: [] };
    const refused = await c.owner.put(rolesUrl(c, c.owner.userId), demote);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(lastOwner);
    const toProject = {
      tenantRole: null,
      projectRoles: [{ projectId: c.glacier, role: "ProjectAdministrator" }],
    };
    expect((await c.owner.put(rolesUrl(c, c.owner.userId), toProject)).statusCode).toBe(409);
    expect(await c.rolesOf(c.owner.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
    expect(await c.auditEntries()).toEqual([]);

    const second = await c.add("Owner");
    expect((await c.owner.put(rolesUrl(c, c.owner.userId), demote)).statusCode).toBe(200);
    expect(await c.rolesOf(c.owner.userId)).toEqual({
      tenantRoles: ["ApplicationAdministrator"],
      projectRoles: [],
    });
    expect((await second.put(rolesUrl(c, second.userId), demote)).statusCode).toBe(409);
    expect(await c.rolesOf(second.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
  });

  it("lets an Administrator manage people up to Administrator, never an Owner or the Owner role", async () => {
    const c = await staffCompany(t);
    const admin = await c.add("ApplicationAdministrator");
    const manager = await c.add("ApplicationManager");
    const touchOwner = await admin.put(rolesUrl(c, c.owner.userId), {
      tenantRole: "Owner",
      projectRoles: [],
    });
    expect(touchOwner.statusCode).toBe(403);
    expect(touchOwner.json().title).toBe("You cannot change or remove a person whose role is above yours");
    const grantOwner = await admin.put(rolesUrl(c, manager.userId), {
      tenantRole: "Owner",
      projectRoles: [],
    });
    expect(grantOwner.statusCode).toBe(403);
    expect(grantOwner.json().title).toBe("You cannot grant or take away a role above your own");
    expect(await c.rolesOf(manager.userId)).toEqual({
      tenantRoles: ["ApplicationManager"],
      projectRoles: [],
    });

    const promoted = await admin.put(rolesUrl(c, manager.userId), {
      tenantRole: "ApplicationAdministrator",
      projectRoles: [{ projectId: c.harbour, role: "ProjectManager" }],
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await c.rolesOf(manager.userId)).toEqual({
      tenantRoles: ["ApplicationAdministrator"],
      projectRoles: [`${c.harbour}:ProjectManager`],
    });
  });
});
