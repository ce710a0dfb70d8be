import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventStaff, StaffConflictProblem } from "@stund/shared/contracts/staff-schedule";
import { ownedTenant } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { at, scheduleCompany, type ScheduleCompany } from "./schedule-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const staffUrl = (c: ScheduleCompany, eventId: string) => `${c.tenant.api}/events/${eventId}/staff`;
const assignedIds = (staff: EventStaff) => staff.assigned.map((person) => person.userId).sort();

describe("GET /{tenant}/api/events/{id}/staff", () => {
  it("offers the Host-or-higher staff of the project, never agents or other projects' hosts", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const admin = await c.member("ApplicationAdministrator");
    const manager = await c.member("ApplicationManager");
    const host = await c.member("ApplicationHost");
    const projectAdmin = await c.member({ project: c.projectId, role: "ProjectAdministrator" });
    const projectManager = await c.member({ project: c.projectId, role: "ProjectManager" });
    const projectHost = await c.member({ project: c.projectId, role: "ProjectHost" });
    await c.member("ApplicationAgent");
    await c.member({ project: c.projectId, role: "ProjectAgent" });
    await c.member({ project: c.otherProjectId, role: "ProjectHost" });

    const response = await c.owner.get(staffUrl(c, event));
    expect(response.statusCode, response.body).toBe(200);
    const staff = response.json<EventStaff>();
    expect(staff).toMatchObject({ eventId: event, projectId: c.projectId, canAssign: true, assigned: [] });
    const roles = Object.fromEntries(staff.candidates.map((candidate) => [candidate.userId, candidate.role]));
    expect(roles).toEqual({
      [c.owner.userId]: "Owner",
      [admin.userId]: "ApplicationAdministrator",
      [manager.userId]: "ApplicationManager",
      [host.userId]: "ApplicationHost",
      [projectAdmin.userId]: "ProjectAdministrator",
      [projectManager.userId]: "ProjectManager",
      [projectHost.userId]: "ProjectHost",
    });
  });

  it("shows hosts who is assigned, without the candidates", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const host = await c.member({ project: c.projectId, role: "ProjectHost" });
    await c.assign(event, [host.userId]);
    const response = await host.get(staffUrl(c, event));
    expect(response.statusCode).toBe(200);
    expect(response.json<EventStaff>()).toMatchObject({
      canAssign: false,
      candidates: [],
      assigned: [{ userId: host.userId, name: "ProjectHost", isCandidate: true, conflicts: [] }],
    });
  });

  it("answers 404 for another company's departure, a project the caller cannot see, and 401 unsigned", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const whales = await c.whalesAt(at(0));
    const other = await ownedTenant(t.app, t.database.db);
    expect((await other.owner.get(`${other.tenant.api}/events/${event}/staff`)).statusCode).toBe(404);
    expect((await other.owner.get(staffUrl(c, event))).statusCode).toBe(404);
    const host = await c.member({ project: c.projectId, role: "ProjectHost" });
    const hidden = await host.get(staffUrl(c, whales));
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().title).toBe("Event not found");
    expect((await new TestClient(t.app).get(staffUrl(c, event))).statusCode).toBe(401);
    expect((await c.owner.get(`${c.tenant.api}/events/not-an-id/staff`)).statusCode).toBe(400);
  });
});

describe("PUT /{tenant}/api/events/{id}/staff", () => {
  it("lets managers and administrators of the project assign, add and remove", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const projectManager = await c.member({ project: c.projectId, role: "ProjectManager" });
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const host = await c.member("ApplicationHost");

    const first = await projectManager.put(staffUrl(c, event), { userIds: [guide.userId, host.userId] });
    expect(first.statusCode, first.body).toBe(200);
    expect(assignedIds(first.json())).toEqual([guide.userId, host.userId].sort());
    const second = await c.owner.put(staffUrl(c, event), { userIds: [host.userId, host.userId] });
    expect(assignedIds(second.json())).toEqual([host.userId]);
    const cleared = await c.owner.put(staffUrl(c, event), { userIds: [] });
    expect(cleared.json<EventStaff>().assigned).toEqual([]);
  });

  it("refuses hosts and agents with 403, and strangers with 404, changing nothing", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const refused = [
      guide,
      await c.member("ApplicationHost"),
      await c.member("ApplicationAgent"),
      await c.member({ project: c.projectId, role: "ProjectAgent" }),
    ];
    for (const person of refused) {
      const response = await person.put(staffUrl(c, event), { userIds: [guide.userId] });
      expect(response.statusCode, response.body).toBe(403);
    }
    const otherManager = await c.member({ project: c.otherProjectId, role: "ProjectManager" });
    expect((await otherManager.put(staffUrl(c, event), { userIds: [guide.userId] })).statusCode).toBe(404);
    const other = await ownedTenant(t.app, t.database.db);
    expect((await other.owner.put(staffUrl(c, event), { userIds: [] })).statusCode).toBe(404);
    expect(
      (await other.owner.put(`${other.tenant.api}/events/${event}/staff`, { userIds: [] })).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).put(staffUrl(c, event), { userIds: [] })).statusCode).toBe(401);
    expect((await c.owner.get(staffUrl(c, event))).json<EventStaff>().assigned).toEqual([]);
  });

  it("refuses people who may not be assigned, naming them", async () => {
    const c = await scheduleCompany(t);
    const event = await c.walkAt(at(0));
    const agent = await c.member("ApplicationAgent");
    const elsewhere = await c.member({ project: c.otherProjectId, role: "ProjectHost" });
    const other = await ownedTenant(t.app, t.database.db);
    const response = await c.owner.put(staffUrl(c, event), {
      userIds: [agent.userId, elsewhere.userId, other.owner.userId],
    });
    expect(response.statusCode).toBe(400);
    const title: string = response.json().title;
    expect(title).toContain("Only staff with a Host or higher role in the project can be assigned: ");
    expect(title).toContain("ApplicationAgent");
    // Another company's person is not named: only the id the caller sent is repeated.
    expect(title).toContain(other.owner.userId);
    expect(title).not.toContain("Owner,");
    const bad = await c.owner.put(staffUrl(c, event), { userIds: ["someone"] });
    expect(bad.statusCode).toBe(400);
    const missing = await c.owner.put(staffUrl(c, event), {});
    expect(missing.statusCode).toBe(400);
    expect((await c.owner.get(staffUrl(c, event))).json<EventStaff>().assigned).toEqual([]);
  });

  it("refuses an overlap with 409 listing it, and assigns once it is confirmed", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member("ApplicationHost");
    const morning = await c.walkAt(at(0));
    const whales = await c.whalesAt(at(2));
    const later = await c.walkAt(at(3));
    await c.assign(morning, [guide.userId]);

    // Back to back is no overlap: the walk ends as the next one starts.
    expect((await c.owner.put(staffUrl(c, later), { userIds: [guide.userId] })).statusCode).toBe(200);
    const refused = await c.owner.put(staffUrl(c, whales), { userIds: [guide.userId] });
    expect(refused.statusCode).toBe(409);
    const problem = refused.json<StaffConflictProblem>();
    expect(problem.title).toBe("Someone is already on another departure at that time");
    expect(problem.conflicts).toEqual([
      expect.objectContaining({ userId: guide.userId, name: "ApplicationHost", eventId: morning }),
      expect.objectContaining({ userId: guide.userId, eventId: later }),
    ]);
    expect((await c.owner.get(staffUrl(c, whales))).json<EventStaff>().assigned).toEqual([]);

    const confirmed = await c.owner.put(staffUrl(c, whales), {
      userIds: [guide.userId],
      confirmConflicts: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<EventStaff>().assigned[0]!.conflicts.map((x) => x.eventId)).toEqual([
      morning,
      later,
    ]);
    // Kept people are not asked about again.
    expect((await c.owner.put(staffUrl(c, whales), { userIds: [guide.userId] })).statusCode).toBe(200);
  });

  it("hides the names of an overlapping departure in a project the caller cannot see", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member("ApplicationHost");
    const projectManager = await c.member({ project: c.projectId, role: "ProjectManager" });
    await c.assign(await c.whalesAt(at(0)), [guide.userId]);
    const walk = await c.walkAt(at(1));
    const refused = await projectManager.put(staffUrl(c, walk), { userIds: [guide.userId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<StaffConflictProblem>().conflicts![0]).toMatchObject({
      projectName: null,
      experienceName: null,
    });
  });

  it("gives no staff to a cancelled or deleted departure, but lets it lose them", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member("ApplicationHost");
    const cancelled = await c.walkAt(at(0), { status: "Cancelled" });
    const deleted = await c.walkAt(at(5), { status: "Deleted" });
    const refused = await c.owner.put(staffUrl(c, cancelled), { userIds: [guide.userId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().title).toBe("The event is cancelled");
    const gone = await c.owner.put(staffUrl(c, deleted), { userIds: [guide.userId] });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().title).toBe("The event is deleted");

    const running = await c.walkAt(at(10));
    await c.assign(running, [guide.userId]);
    expect((await c.owner.post(`${c.api}/events/${running}/cancel`)).statusCode).toBe(200);
    const emptied = await c.owner.put(staffUrl(c, running), { userIds: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json<EventStaff>().assigned).toEqual([]);
  });
});
