import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Schedule } from "@stund/shared/contracts/staff-schedule";
import { ownedTenant } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { at, monday, scheduleCompany } from "./schedule-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const week = (from = monday) =>
  `from=${new Date(from.getTime() - 9 * 3_600_000).toISOString()}&to=${new Date(
    from.getTime() + 7 * 24 * 3_600_000,
  ).toISOString()}`;

describe("GET /{tenant}/api/schedule", () => {
  it("lists the departures of every project in start order, with staff and overlaps", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const manager = await c.member("ApplicationManager");
    const morning = await c.walkAt(at(0), { seatsSold: 5, capacity: 12 });
    const whales = await c.whalesAt(at(1));
    const cancelled = await c.walkAt(at(24), { status: "Cancelled" });
    await c.walkAt(at(2), { status: "Deleted" });
    await c.assign(morning, [guide.userId, manager.userId]);
    await c.assign(whales, [manager.userId]);

    const response = await c.owner.get(`${c.tenant.api}/schedule?${week()}`);
    expect(response.statusCode, response.body).toBe(200);
    const schedule = response.json<Schedule>();
    expect(schedule.timeZone).toBe("Atlantic/Reykjavik");
    expect(schedule.projects.map((p) => p.name)).toEqual(["Glacier Tours", "Whale Watching"]);
    expect(schedule.departures.map((d) => d.eventId)).toEqual([morning, whales, cancelled]);
    const [first, second, third] = schedule.departures;
    expect(first).toMatchObject({
      projectId: c.projectId,
      projectName: "Glacier Tours",
      experienceName: { EN: "Glacier Walk" },
      startAt: at(0).toISOString(),
      endAt: at(3).toISOString(),
      timeZone: "Atlantic/Reykjavik",
      status: "Active",
      seatsSold: 5,
      capacity: 12,
    });
    // The manager is on both overlapping departures; the guide only on the first.
    expect(first!.staff).toEqual(
      expect.arrayContaining([
        { userId: guide.userId, name: "ProjectHost", hasConflict: false },
        { userId: manager.userId, name: "ApplicationManager", hasConflict: true },
      ]),
    );
    expect(second!.staff).toEqual([
      { userId: manager.userId, name: "ApplicationManager", hasConflict: true },
    ]);
    expect(third).toMatchObject({ status: "Cancelled", staff: [] });
  });

  it("shows a project host only their project's departures, and My schedule only their own", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const mine = await c.walkAt(at(0));
    await c.walkAt(at(4));
    await c.whalesAt(at(1));
    await c.assign(mine, [guide.userId]);

    const all = await guide.get(`${c.tenant.api}/schedule?${week()}`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json<Schedule>().projects.map((p) => p.id)).toEqual([c.projectId]);
    expect(all.json<Schedule>().departures).toHaveLength(2);
    const own = await guide.get(`${c.tenant.api}/schedule?${week()}&mine=true`);
    expect(own.json<Schedule>().departures.map((d) => d.eventId)).toEqual([mine]);
    const filtered = await c.owner.get(`${c.tenant.api}/schedule?${week()}&projectId=${c.otherProjectId}`);
    expect(filtered.json<Schedule>().departures.map((d) => d.projectId)).toEqual([c.otherProjectId]);
    // A project the guide may not see is as unknown as one that does not exist.
    const hidden = await guide.get(`${c.tenant.api}/schedule?${week()}&projectId=${c.otherProjectId}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().title).toBe("Project not found");
  });

  it("is open to every role of the company, agents included", async () => {
    const c = await scheduleCompany(t);
    await c.walkAt(at(0));
    for (const role of ["ApplicationAgent", "ApplicationHost"] as const) {
      const person = await c.member(role);
      const response = await person.get(`${c.tenant.api}/schedule?${week()}`);
      expect(response.statusCode, role).toBe(200);
      expect(response.json<Schedule>().departures, role).toHaveLength(1);
    }
    const agent = await c.member({ project: c.otherProjectId, role: "ProjectAgent" });
    const response = await agent.get(`${c.tenant.api}/schedule?${week()}`);
    expect(response.json<Schedule>().departures).toEqual([]);
  });

  it("refuses a stranger, another company's owner and a caller who is not signed in", async () => {
    const c = await scheduleCompany(t);
    await c.walkAt(at(0));
    expect((await new TestClient(t.app).get(`${c.tenant.api}/schedule?${week()}`)).statusCode).toBe(401);
    const other = await ownedTenant(t.app, t.database.db);
    const stranger = await other.owner.get(`${c.tenant.api}/schedule?${week()}`);
    expect(stranger.statusCode).toBe(404);
    const own = await other.owner.get(`${other.tenant.api}/schedule?${week()}`);
    expect(own.json<Schedule>().departures).toEqual([]);
  });

  it("answers a bad range with a clear 400", async () => {
    const c = await scheduleCompany(t);
    const day = 24 * 3_600_000;
    const long = await c.owner.get(
      `${c.tenant.api}/schedule?from=${monday.toISOString()}&to=${new Date(monday.getTime() + 63 * day).toISOString()}`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().title).toBe("The range can span at most 62 days");
    const backwards = await c.owner.get(
      `${c.tenant.api}/schedule?from=${monday.toISOString()}&to=${monday.toISOString()}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().title).toBe("The end of the range must be after its start");
    const garbled = await c.owner.get(`${c.tenant.api}/schedule?from=monday&to=tuesday`);
    expect(garbled.statusCode).toBe(400);
    const badProject = await c.owner.get(`${c.tenant.api}/schedule?${week()}&projectId=glacier`);
    expect(badProject.statusCode).toBe(400);
    const icelandic = await c.owner.request(
      "GET",
      `${c.tenant.api}/schedule?from=${monday.toISOString()}&to=${new Date(monday.getTime() + 63 * day).toISOString()}`,
      undefined,
      { headers: { "accept-language": "is" } },
    );
    expect(icelandic.json().title).toBe("Tímabilið má í mesta lagi ná yfir 62 daga");
  });
});
