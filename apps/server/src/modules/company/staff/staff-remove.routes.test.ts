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

const dayMs = 864e5;
const personUrl = (c: StaffCompany, userId: string) => `${c.tenant.api}/staff/${userId}`;

/** The person on yesterday's and next week's departure of a project, with a calendar feed. */
async function onDepartures(c: StaffCompany, userId: string, projectId: string) {
  const scope = { tenantId: c.tenant.id, projectId };
  const experienceId = await insertExperience(c.db, scope);
  const past = await insertEvent(c.db, scope, { experienceId, start: new Date(Date.now() - dayMs) });
  const coming = await insertEvent(c.db, scope, { experienceId, start: new Date(Date.now() + 7 * dayMs) });
  await c.db.insert(eventStaff).values([
    { tenantId: c.tenant.id, eventId: past, userId },
    { tenantId: c.tenant.id, eventId: coming, userId },
  ]);
  await c.db.insert(calendarFeeds).values({ tokenHash: randomUUID(), tenantId: c.tenant.id, userId });
  return { past, coming };
}

const assignedEvents = async (c: StaffCompany, userId: string) =>
  (await c.db.select().from(eventStaff).where(eq(eventStaff.userId, userId))).map((row) => row.eventId);
const feedsOf = async (c: StaffCompany, userId: string) =>
  c.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));

describe("DELETE /{tenant}/api/staff/{userId}", () => {
  it("takes every role, the coming departures and the calendar feeds; the person's console reloads", async () => {
    const c = await staffCompany(t);
    const host = await c.add("ApplicationHost");
    await addProjectRole(c.db, c.tenant.id, c.glacier, host.userId, "ProjectHost");
    const { past } = await onDepartures(c, host.userId, c.glacier);
    const deleted = vi.spyOn(t.app.hubs, "userDeleted");

    const response = await c.owner.delete(personUrl(c, host.userId));
    expect(response.statusCode, response.body).toBe(200);
    expect(await c.rolesOf(host.userId)).toEqual({ tenantRoles: [], projectRoles: [] });
    expect(await assignedEvents(c, host.userId)).toEqual([past]);
    expect(await feedsOf(c, host.userId)).toEqual([]);
    expect(deleted).toHaveBeenCalledWith(host.userId);
    const [entry] = await c.auditEntries();
    expect(entry).toMatchObject({
      area: "Access",
      action: "StaffRemoved",
      subjectId: host.userId,
      before: {
        tenantRoles: ["ApplicationHost"],
        projectRoles: [{ projectId: c.glacier, projectName: "Glacier", role: "ProjectHost" }],
      },
      after: { tenantRoles: [], projectRoles: [] },
    });
    expect((await host.get(`${c.tenant.api}/project`)).statusCode).toBe(404);
  });

  it("refuses people who do not manage the staff, changing nothing", async () => {
    const c = await staffCompany(t);
    const host = await c.add("ApplicationHost");
    for (const caller of [
      await c.add("ApplicationManager"),
      await c.add("ApplicationHost"),
      await c.add("ApplicationAgent"),
      await c.inProject(c.glacier, "ProjectAdministrator"),
      await c.inProject(c.glacier, "ProjectManager"),
      await c.inProject(c.glacier, "ProjectHost"),
      await c.inProject(c.glacier, "ProjectAgent"),
    ]) {
      const refused = await caller.delete(personUrl(c, host.userId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await new TestClient(t.app).delete(personUrl(c, host.userId))).statusCode).toBe(401);
    expect(await c.rolesOf(host.userId)).toEqual({ tenantRoles: ["ApplicationHost"], projectRoles: [] });
    expect(await c.auditEntries()).toEqual([]);
  });

  it("lets anyone leave, but never the last Owner", async () => {
    const c = await staffCompany(t);
    const guide = await c.inProject(c.glacier, "ProjectHost");
    expect((await guide.delete(personUrl(c, guide.userId))).statusCode).toBe(200);
    expect(await c.rolesOf(guide.userId)).toEqual({ tenantRoles: [], projectRoles: [] });

    const refused = await c.owner.delete(personUrl(c, c.owner.userId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe("A company must keep at least one Owner. Transfer ownership first.");
    expect(await c.rolesOf(c.owner.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });

    const second = await c.add("Owner");
    expect((await c.owner.delete(personUrl(c, second.userId))).statusCode).toBe(200);
    expect(await c.rolesOf(second.userId)).toEqual({ tenantRoles: [], projectRoles: [] });
  });

  it("keeps an Administrator from removing an Owner", async () => {
    const c = await staffCompany(t);
    const admin = await c.add("ApplicationAdministrator");
    await c.add("Owner");
    const refused = await admin.delete(personUrl(c, c.owner.userId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe("You cannot change or remove a person whose role is above yours");
    expect(await c.rolesOf(c.owner.userId)).toEqual({ tenantRoles: ["Owner"], projectRoles: [] });
    const manager = await c.add("ApplicationManager");
    expect((await admin.delete(personUrl(c, manager.userId))).statusCode).toBe(200);
  });

  it("answers 404 for people outside the company, 400 for a malformed id", async () => {
    const c = await staffCompany(t);
    const other = await ownedTenant(t.app, c.db);
    const nobody = await signedInClient(t.app);
    for (const userId of [other.owner.userId, nobody.userId]) {
      const missing = await c.owner.delete(personUrl(c, userId));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().title).toBe("This person is not on the company's staff");
    }
    expect((await other.owner.delete(personUrl(c, c.owner.userId))).statusCode).toBe(404);
    const malformed = await c.owner.delete(personUrl(c, "not-an-id"));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toBe("userId: The person's id is not valid");
    expect(await other.owner.get(`${other.tenant.api}/staff`)).toMatchObject({ statusCode: 200 });
    expect(await c.auditEntries()).toEqual([]);
  });
});
