import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "@stund/shared/contracts/staff";
import { projects } from "../../../db/schema/projects";
import { users } from "../../../db/schema/users";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { addProjectRole, addTenantRole, ownedTenant } from "../../../../test/factories";
import { countStaffMembers } from "./staff.service";
import { staffCompany } from "./staff-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /{tenant}/api/staff", () => {
  it("lists everyone with a role, with their highest company role, project roles and last sign-in", async () => {
    const c = await staffCompany(t);
    const admin = await c.add("ApplicationAdministrator");
    await addTenantRole(c.db, c.tenant.id, admin.userId, "ApplicationHost");
    const guide = await c.inProject(c.glacier, "ProjectHost");
    await addProjectRole(c.db, c.tenant.id, c.harbour, guide.userId, "ProjectManager");
    const signedIn = new Date("2026-03-01T09:30:00Z");
    await c.db.update(users).set({ lastSignInAt: signedIn }).where(eq(users.id, admin.userId));
    await c.db.update(users).set({ lastSignInAt: null }).where(eq(users.id, guide.userId));

    const response = await c.owner.get(`${c.tenant.api}/staff`);
    expect(response.statusCode, response.body).toBe(200);
    const staff = response.json<StaffMember[]>();
    expect(staff.map((person) => person.name)).toEqual(["ApplicationAdministrator", "Owner", "ProjectHost"]);
    expect(staff[0]).toEqual({
      userId: admin.userId,
      name: "ApplicationAdministrator",
      email: admin.email,
      image: null,
      tenantRole: "ApplicationAdministrator",
      projectRoles: [],
      lastSignInAt: signedIn.toISOString(),
      isYou: false,
    });
    expect(staff[1]).toMatchObject({ userId: c.owner.userId, tenantRole: "Owner", isYou: true });
    expect(staff[2]).toMatchObject({
      userId: guide.userId,
      tenantRole: null,
      lastSignInAt: null,
      projectRoles: [
        { projectId: c.glacier, projectName: "Glacier", role: "ProjectHost" },
        { projectId: c.harbour, projectName: "Harbour", role: "ProjectManager" },
      ],
    });
    expect(await countStaffMembers(c.db, c.tenant.id)).toBe(3);
  });

  it("leaves out other companies' people and roles in deleted projects", async () => {
    const c = await staffCompany(t);
    const other = await ownedTenant(t.app, c.db);
    const gone = await c.inProject(c.harbour, "ProjectHost");
    await c.db.update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, c.harbour));
    const staff = (await c.owner.get(`${c.tenant.api}/staff`)).json<StaffMember[]>();
    expect(staff.map((person) => person.userId)).toEqual([c.owner.userId]);
    expect(
      staff.some((person) => person.userId === other.owner.userId || person.userId === gone.userId),
    ).toBe(false);
    expect(await countStaffMembers(c.db, c.tenant.id)).toBe(1);
  });

  it("searches name or email without case, and takes % and _ as themselves", async () => {
    const c = await staffCompany(t);
    const manager = await c.add("ApplicationManager");
    await c.add("ApplicationHost");
    const search = async (text: string) =>
      (await c.owner.get(`${c.tenant.api}/staff?search=${encodeURIComponent(text)}`))
        .json<StaffMember[]>()
        .map((person) => person.userId);
    expect(await search("applicationmanager")).toEqual([manager.userId]);
    expect(await search(manager.email.toUpperCase())).toEqual([manager.userId]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("  ")).toHaveLength(3);
    const tooLong = await c.owner.get(`${c.tenant.api}/staff?search=${"a".repeat(256)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().title).toBe("search: The search is too long");
  });

  it("is open to managers and project administrators, closed to hosts and agents", async () => {
    const c = await staffCompany(t);
    for (const client of [
      await c.add("ApplicationManager"),
      await c.add("ApplicationAdministrator"),
      await c.inProject(c.glacier, "ProjectAdministrator"),
      await c.inProject(c.glacier, "ProjectManager"),
    ])
      expect((await client.get(`${c.tenant.api}/staff`)).statusCode).toBe(200);
    for (const client of [
      await c.add("ApplicationHost"),
      await c.add("ApplicationAgent"),
      await c.inProject(c.glacier, "ProjectHost"),
      await c.inProject(c.glacier, "ProjectAgent"),
    ]) {
      const refused = await client.get(`${c.tenant.api}/staff`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
  });

  it("answers 404 to another company's owner and 401 without a session", async () => {
    const c = await staffCompany(t);
    const other = await ownedTenant(t.app, c.db);
    expect((await other.owner.get(`${c.tenant.api}/staff`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`${c.tenant.api}/staff`)).statusCode).toBe(401);
  });
});
