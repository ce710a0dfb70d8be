import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { calendarFeeds, eventStaff } from "../../../db/schema/team";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { addProjectRole, ownedTenant } from "../../../../test/factories";
import { insertEvent, insertExperience } from "../../../../test/fixtures/event-test-support";
import { staffCompany, type StaffCompany } from "./staff-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const url = (c: StaffCompany, userId: string, projectId: string) =>
  `${c.tenant.api}/project/staff/${userId}?projectId=${projectId}`;
const companyLevel = "People with a company role are managed in the company's staff settings";

async function comingDeparture(c: StaffCompany, projectId: string, userId: string) {
  const scope = { tenantId: c.tenant.id, projectId };
  const experienceId = await insertExperience(c.db, scope);
  const eventId = await insertEvent(c.db, scope, { experienceId, start: new Date(Date.now() + 3 * 864e5) });
  await c.db.insert(eventStaff).values({ tenantId: c.tenant.id, eventId, userId });
  return eventId;
}

describe("PUT /{tenant}/api/project/staff/{userId}?projectId=", () => {
  it("lets a Project Administrator set roles in their project, audited and told to the person", async () => {
    const c = await staffCompany(t);
    const administrator = await c.inProject(c.glacier, "ProjectAdministrator");
    const guide = await c.inProject(c.glacier, "ProjectHost");
    const fromHarbour = await c.inProject(c.harbour, "ProjectAgent");
    const updated = vi.spyOn(t.app.hubs, "userUpdated");

    const response = await administrator.put(url(c, guide.userId, c.glacier), {
      projectRoles: ["ProjectManager"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      userId: guide.userId,
      tenantRole: null,
      projectRoles: ["ProjectManager"],
    });
    expect(updated).toHaveBeenCalledWith(guide.userId);
    const [entry] = await c.auditEntries();
    expect(entry).toMatchObject({
      action: "ProjectRolesChanged",
      projectId: c.glacier,
      subjectId: guide.userId,
      before: { projectRoles: ["ProjectHost"] },
      after: { projectRoles: ["ProjectManager"] },
    });

    expect(
      (await administrator.put(url(c, fromHarbour.userId, c.glacier), { projectRoles: ["ProjectHost"] }))
        .statusCode,
    ).toBe(200);
    expect((await c.rolesOf(fromHarbour.userId)).projectRoles).toEqual(
      [`${c.glacier}:ProjectHost`, `${c.harbour}:ProjectAgent`].sort(),
    );
    expect(
      (await c.owner.put(url(c, guide.userId, c.harbour), { projectRoles: ["ProjectHost"] })).statusCode,
    ).toBe(200);
  });

  it("refuses other projects' administrators, lesser roles and strangers, changing nothing", async () => {
    const c = await staffCompany(t);
    const guide = await c.inProject(c.glacier, "ProjectHost");
    const body = { projectRoles: ["ProjectManager"] };
    for (const caller of [
      await c.inProject(c.harbour, "ProjectAdministrator"),
      await c.inProject(c.glacier, "ProjectManager"),
      await c.inProject(c.glacier, "ProjectHost"),
      await c.inProject(c.glacier, "ProjectAgent"),
      await c.add("ApplicationManager"),
      await c.add("ApplicationHost"),
      await c.add("ApplicationAgent"),
    ]) {
      const refused = await caller.put(url(c, guide.userId, c.glacier), body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await new TestClient(t.app).put(url(c, guide.userId, c.glacier), body)).statusCode).toBe(401);
    const other = await ownedTenant(t.app, c.db);
    expect((await other.owner.put(url(c, guide.userId, c.glacier), body)).statusCode).toBe(404);
    expect(await c.rolesOf(guide.userId)).toEqual({
      tenantRoles: [],
      projectRoles: [`${c.glacier}:ProjectHost`],
    });
    expect(await c.auditEntries()).toEqual([]);
  });

  it("leaves people with a company role to the company's settings", async () => {
    const c = await staffCompany(t);
    const administrator = await c.inProject(c.glacier, "ProjectAdministrator");
    const manager = await c.add("ApplicationManager");
    for (const caller of [administrator, c.owner]) {
      const refused = await caller.put(url(c, manager.userId, c.glacier), { projectRoles: ["ProjectHost"] });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe(companyLevel);
    }
    expect((await administrator.delete(url(c, manager.userId, c.glacier))).json().title).toBe(companyLevel);
    expect(await c.rolesOf(manager.userId)).toEqual({
      tenantRoles: ["ApplicationManager"],
      projectRoles: [],
    });
  });

  it("refuses bad input and unknown people or projects clearly", async () => {
    const c = await staffCompany(t);
    const administrator = await c.inProject(c.glacier, "ProjectAdministrator");
    const guide = await c.inProject(c.glacier, "ProjectHost");
    const other = await ownedTenant(t.app, c.db);
    const foreignProject = await other.createProject("Elsewhere");
    const put = (userId: string, projectId: string, body: unknown) =>
      administrator.put(url(c, userId, projectId), body);
    const nobody = await signedInClient(t.app);
    const cases: [() => ReturnType<typeof put>, number, string][] = [
      [
        () => put(guide.userId, c.glacier, { projectRoles: [] }),
        400,
        "Choose at least one role, or remove the person from the project",
      ],
      [
        () => put(guide.userId, c.glacier, { projectRoles: ["Owner"] }),
        400,
        "projectRoles.0: Choose a project role from the list",
      ],
      [
        () => put(guide.userId, "nope", { projectRoles: ["ProjectHost"] }),
        400,
        "projectId: The project id is not valid",
      ],
      [() => put(guide.userId, foreignProject, { projectRoles: ["ProjectHost"] }), 404, "Project not found"],
      [
        () => put(other.owner.userId, c.glacier, { projectRoles: ["ProjectHost"] }),
        404,
        "This person is not on the company's staff",
      ],
      [
        () => put(nobody.userId, c.glacier, { projectRoles: ["ProjectHost"] }),
        404,
        "This person is not on the company's staff",
      ],
    ];
    for (const [call, status, title] of cases) {
      const response = await call();
      expect(response.statusCode, title).toBe(status);
      expect(response.json().title).toBe(title);
    }
    expect(await c.rolesOf(guide.userId)).toEqual({
      tenantRoles: [],
      projectRoles: [`${c.glacier}:ProjectHost`],
    });
  });
});

describe("DELETE /{tenant}/api/project/staff/{userId}?projectId=", () => {
  it("takes the person off the project and its coming departures, keeping their other project", async () => {
    const c = await staffCompany(t);
    const administrator = await c.inProject(c.glacier, "ProjectAdministrator");
    const guide = await c.inProject(c.glacier, "ProjectHost");
    await addProjectRole(c.db, c.tenant.id, c.harbour, guide.userId, "ProjectHost");
    await comingDeparture(c, c.glacier, guide.userId);
    const harbourDeparture = await comingDeparture(c, c.harbour, guide.userId);
    const updated = vi.spyOn(t.app.hubs, "userUpdated");

    expect((await administrator.delete(url(c, guide.userId, c.glacier))).statusCode).toBe(200);
    expect(await c.rolesOf(guide.userId)).toEqual({
      tenantRoles: [],
      projectRoles: [`${c.harbour}:ProjectHost`],
    });
    const left = await c.db.select().from(eventStaff).where(eq(eventStaff.userId, guide.userId));
    expect(left.map((row) => row.eventId)).toEqual([harbourDeparture]);
    expect(updated).toHaveBeenCalledWith(guide.userId);
    expect((await c.auditEntries())[0]).toMatchObject({
      action: "ProjectStaffRemoved",
      projectId: c.glacier,
    });

    const again = await administrator.delete(url(c, guide.userId, c.glacier));
    expect(again.statusCode).toBe(404);
    expect(again.json().title).toBe("This person is not on the project's staff");
    const refused = await administrator.delete(url(c, guide.userId, c.harbour));
    expect(refused.statusCode).toBe(403);
  });

  it("someone left with no role is out of the company: feeds gone, console reloads", async () => {
    const c = await staffCompany(t);
    const guide = await c.inProject(c.glacier, "ProjectHost");
    await c.db
      .insert(calendarFeeds)
      .values({ tokenHash: randomUUID(), tenantId: c.tenant.id, userId: guide.userId });
    const deleted = vi.spyOn(t.app.hubs, "userDeleted");
    expect((await guide.delete(url(c, guide.userId, c.glacier))).statusCode).toBe(200);
    expect(deleted).toHaveBeenCalledWith(guide.userId);
    expect(await c.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, guide.userId))).toEqual([]);
    expect((await guide.get(`${c.tenant.api}/project`)).statusCode).toBe(404);
  });
});
