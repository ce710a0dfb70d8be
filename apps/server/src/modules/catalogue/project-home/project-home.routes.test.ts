import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@stund/shared/scheduling/local-date";
import { localDateInZone, zonedToUtc } from "@stund/shared/scheduling/zoned-time";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant } from "../../../../test/factories";
import { eventsProject, insertEvent, insertExperience } from "../../../../test/fixtures/event-test-support";
import { projectHome } from "./project-home.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hourMs = 3_600_000;

describe("GET /{tenant}/api/{project}/home", () => {
  it("shows today's and the coming week's departures, recent changes and counts", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const zone = "Atlantic/Reykjavik";
    const today = localDateInZone(new Date(), zone);
    const midnight = (days: number) => zonedToUtc(addDays(today, days), "00:00", zone);
    const walk = await insertExperience(db, p.scope, { name: "Glacier Walk" });
    await insertExperience(db, p.scope, { name: "Draft Tour", status: "Draft" });
    const early = await insertEvent(db, p.scope, { experienceId: walk, start: midnight(0) });
    const late = await insertEvent(db, p.scope, {
      experienceId: walk,
      start: new Date(midnight(1).getTime() - 60_000),
      seatsSold: 2,
    });
    await insertEvent(db, p.scope, {
      experienceId: walk,
      start: new Date(midnight(0).getTime() + hourMs),
      status: "Deleted",
    });
    const tomorrow = await insertEvent(db, p.scope, {
      experienceId: walk,
      start: midnight(1),
      flagged: true,
    });
    const lastDay = await insertEvent(db, p.scope, {
      experienceId: walk,
      start: new Date(midnight(8).getTime() - hourMs),
    });
    await insertEvent(db, p.scope, { experienceId: walk, start: midnight(8) });
    await insertEvent(db, p.scope, {
      experienceId: walk,
      start: midnight(3),
      status: "Cancelled",
      flagged: true,
    });
    const created = await p.owner.post(`${p.api}/events`, {
      experienceId: walk,
      start: new Date(midnight(2).getTime() + 9 * hourMs).toISOString(),
    });
    expect(created.statusCode).toBe(201);

    const agent = await memberClient(t.app, db, p.tenant.id, { project: p.projectId, role: "ProjectAgent" });
    const response = await agent.get(`${p.api}/home`);
    expect(response.statusCode, response.body).toBe(200);
    const home = response.json();
    expect(home.today.map((e: { id: string }) => e.id)).toEqual([early, late]);
    expect(home.today[1]).toMatchObject({ sold: 2, available: 10, experienceName: { EN: "Glacier Walk" } });
    expect(home.upcoming.map((e: { id: string }) => e.id)).toEqual([
      tomorrow,
      created.json().id,
      expect.any(String),
      lastDay,
    ]);
    expect(home.upcoming[2].status).toBe("Cancelled");
    expect(home.recentChanges).toEqual([
      {
        id: expect.any(String),
        kind: "EventCreated",
        summary: expect.stringContaining("Glacier Walk"),
        userName: "Owner",
        at: expect.any(String),
      },
    ]);
    expect(home.counts).toMatchObject({ experiences: 2, publishedExperiences: 1, flaggedEvents: 1 });
    // From now on: `late` (unless the day is over), tomorrow, the created one and the last day.
    expect(home.counts.eventsNext7Days).toBeGreaterThanOrEqual(3);
  });

  it("answers 401 signed out, 404 to other companies and 403 to another project's staff", async () => {
    const p = await eventsProject(t);
    expect((await new TestClient(t.app).get(`${p.api}/home`)).statusCode).toBe(401);
    const stranger = await ownedTenant(t.app, t.database.db);
    expect((await stranger.owner.get(`${p.api}/home`)).statusCode).toBe(404);
    const other = await p.createProject("Other");
    const outsider = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: other,
      role: "ProjectHost",
    });
    expect((await outsider.get(`${p.api}/home`)).statusCode).toBe(403);
    expect((await p.owner.get(`${p.tenant.api}/nowhere/home`)).statusCode).toBe(404);
  });
});

describe("the project's today", () => {
  it("follows the project's clock across a daylight-saving change", async () => {
    const p = await eventsProject(t, "Europe/Berlin");
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    // 28 March 2027 in Berlin lasts 23 hours: 27 March 23:00Z to 28 March 22:00Z.
    const lastOfToday = await insertEvent(db, p.scope, { experienceId, start: "2027-03-28T21:30:00Z" });
    const firstOfTomorrow = await insertEvent(db, p.scope, { experienceId, start: "2027-03-28T22:00:00Z" });
    const firstOfToday = await insertEvent(db, p.scope, { experienceId, start: "2027-03-27T23:00:00Z" });
    await insertEvent(db, p.scope, { experienceId, start: "2027-03-27T22:59:00Z" });
    const home = await projectHome(
      db,
      {
        ...p.scope,
        identifier: "glacier-tours",
        name: "Glacier Tours",
        timeZone: "Europe/Berlin",
        currency: "ISK",
      },
      new Date("2027-03-28T10:00:00Z"),
    );
    expect(home.today.map((e) => e.id)).toEqual([firstOfToday, lastOfToday]);
    expect(home.today.map((e) => e.localStart)).toEqual(["2027-03-28T00:00", "2027-03-28T23:30"]);
    expect(home.upcoming.map((e) => e.id)).toEqual([firstOfTomorrow]);
    expect(home.counts.eventsNext7Days).toBe(2);
  });
});
