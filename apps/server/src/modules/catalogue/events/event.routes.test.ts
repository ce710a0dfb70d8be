import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, projectActivity } from "../../../db/schema/catalogue";
import type { Hubs } from "../../../realtime/hubs";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant } from "../../../../test/factories";
import {
  adultCategoryId,
  eventsProject,
  insertAsset,
  insertBooking,
  insertEvent,
  insertExperience,
  insertSeries,
  needAsset,
} from "../../../../test/fixtures/event-test-support";

let t: TestApp;
const announced: { projectId: string; eventIds: string[] }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const recording: Hubs = {
    availabilityChanged: (projectId, eventIds) => void announced.push({ projectId, eventIds }),
    userUpdated() {},
    userDeleted() {},
    termsUpdated() {},
    async close() {},
  };
  t.app.hubs = recording;
});
afterAll(async () => t.close());

const june = "from=2027-06-01T00:00:00Z&to=2027-07-01T00:00:00Z";

async function eventRow(id: string) {
  return (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;
}

describe("GET /{tenant}/api/{project}/events", () => {
  it("lists a project's events in a range with seats, local start and experience names", async () => {
    const p = await eventsProject(t, "Europe/Berlin");
    const db = t.database.db;
    const glacier = await insertExperience(db, p.scope, { name: "Glacier Walk" });
    const lagoon = await insertExperience(db, p.scope, { name: "Lagoon Kayak" });
    const first = await insertEvent(db, p.scope, {
      experienceId: glacier,
      start: "2027-06-01T07:00:00Z",
      capacity: 10,
      seatsSold: 4,
    });
    await insertBooking(db, p.scope, {
      eventId: first,
      seats: 2,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const second = await insertEvent(db, p.scope, { experienceId: lagoon, start: "2027-06-02T10:00:00Z" });
    const cancelled = await insertEvent(db, p.scope, {
      experienceId: glacier,
      start: "2027-06-03T10:00:00Z",
      status: "Cancelled",
    });
    const deleted = await insertEvent(db, p.scope, {
      experienceId: glacier,
      start: "2027-06-04T10:00:00Z",
      status: "Deleted",
    });
    await insertEvent(db, p.scope, { experienceId: glacier, start: "2027-07-01T00:00:00Z" });
    const otherProject = await p.createProject("Other");
    await insertEvent(
      db,
      { tenantId: p.tenant.id, projectId: otherProject },
      { experienceId: glacier, start: "2027-06-05T10:00:00Z" },
    );

    const response = await p.owner.get(`${p.api}/events?${june}`);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ id: string; experienceTag: string }[]>();
    expect(list.map((e) => e.id)).toEqual([first, second, cancelled]);
    expect(list[0]).toMatchObject({
      id: first,
      projectId: p.projectId,
      experienceId: glacier,
      experienceName: { EN: "Glacier Walk", IS: "Glacier Walk (IS)" },
      seriesId: null,
      start: "2027-06-01T07:00:00.000Z",
      end: "2027-06-01T10:00:00.000Z",
      localStart: "2027-06-01T09:00",
      timeZone: "Europe/Berlin",
      capacity: 10,
      sold: 4,
      held: 2,
      available: 4,
      status: "Active",
      delayStatus: null,
      originalStart: null,
      detached: false,
    });

    const ids = async (query: string) =>
      (await p.owner.get(`${p.api}/events?${june}&${query}`)).json<{ id: string }[]>().map((e) => e.id);
    expect(await ids(`experienceId=${lagoon}`)).toEqual([second]);
    expect(await ids(`tag=${list[1]!.experienceTag}`)).toEqual([second]);
    expect(await ids("status=Cancelled")).toEqual([cancelled]);
    expect(await ids("status=Deleted")).toEqual([deleted]);
    expect(await ids("includeDeleted=true")).toEqual([first, second, cancelled, deleted]);
    // The project's identifier works as well as its id.
    const byIdentifier = await p.owner.get(`${p.tenant.api}/glacier-tours/events?${june}`);
    expect(byIdentifier.json<unknown[]>()).toHaveLength(3);
  });

  it("refuses a range that ends before it starts, spans over 366 days or is not ISO 8601", async () => {
    const p = await eventsProject(t);
    const cases: [string, string][] = [
      ["from=2027-06-02T00:00:00Z&to=2027-06-01T00:00:00Z", "The end of the range must be after its start"],
      ["from=2027-01-01T00:00:00Z&to=2028-01-03T00:00:00Z", "The range can span at most 366 days"],
      ["from=2027-06-01&to=2027-07-01T00:00:00Z", "from: Use a date and time as ISO 8601"],
      ["to=2027-07-01T00:00:00Z", "from:"],
      [`${june}&status=Sleeping`, "status"],
      [
        "from=0000-01-01T00:00:00Z&to=0000-06-01T00:00:00Z",
        "from: Use a date between the years 1900 and 2999",
      ],
    ];
    for (const [query, title] of cases) {
      const response = await p.owner.get(`${p.api}/events?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().title).toContain(title);
    }
    const leapYear = await p.owner.get(`${p.api}/events?from=2028-01-01T00:00:00Z&to=2029-01-01T00:00:00Z`);
    expect(leapYear.statusCode).toBe(200);
  });

  it("answers 401 signed out, 404 to other companies and projects unknown, 403 to another project's staff", async () => {
    const p = await eventsProject(t);
    const experienceId = await insertExperience(t.database.db, p.scope);
    const id = await insertEvent(t.database.db, p.scope, { experienceId, start: "2027-06-01T10:00:00Z" });
    expect((await new TestClient(t.app).get(`${p.api}/events?${june}`)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`${p.api}/events/${id}`)).statusCode).toBe(401);

    const stranger = await ownedTenant(t.app, t.database.db);
    for (const path of [`${p.api}/events?${june}`, `${p.api}/events/${id}`])
      expect((await stranger.owner.get(path)).statusCode).toBe(404);
    // The stranger's own project does not reach this event either.
    const strangerProject = await stranger.createProject("Mine");
    const foreign = await stranger.owner.get(`${stranger.tenant.api}/${strangerProject}/events/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().title).toBe("Event not found");
    expect((await p.owner.get(`${p.tenant.api}/no-such-project/events?${june}`)).statusCode).toBe(404);

    const other = await p.createProject("Elsewhere");
    const outsider = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: other,
      role: "ProjectManager",
    });
    expect((await outsider.get(`${p.api}/events?${june}`)).statusCode).toBe(403);
    const agent = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectAgent",
    });
    expect((await agent.get(`${p.api}/events?${june}`)).statusCode).toBe(200);
    expect((await agent.get(`${p.api}/events/${id}`)).statusCode).toBe(200);
  });
});

describe("POST /{tenant}/api/{project}/events", () => {
  it("creates an event with the experience's capacity and duration, records it and announces it", async () => {
    const p = await eventsProject(t);
    const experienceId = await insertExperience(t.database.db, p.scope, {
      capacity: 14,
      durationMinutes: 90,
    });
    const created = await p.owner.post(`${p.api}/events`, {
      experienceId,
      start: "2027-06-01T09:00:00+02:00",
      note: "Crampons",
    });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json();
    expect(event).toMatchObject({
      start: "2027-06-01T07:00:00.000Z",
      end: "2027-06-01T08:30:00.000Z",
      localStart: "2027-06-01T07:00",
      timeZone: "Atlantic/Reykjavik",
      capacity: 14,
      sold: 0,
      held: 0,
      available: 14,
      status: "Active",
      note: "Crampons",
      priceOverrides: {},
    });
    expect(announced).toContainEqual({ projectId: p.projectId, eventIds: [event.id] });
    const activity = await t.database.db
      .select()
      .from(projectActivity)
      .where(eq(projectActivity.subjectId, event.id));
    expect(activity).toMatchObject([{ kind: "EventCreated", userName: "Owner" }]);

    const custom = await p.owner.post(`${p.api}/events`, {
      experienceId,
      start: "2027-06-02T09:00:00Z",
      capacity: 30,
      durationMinutes: 240,
      priceOverrides: { [adultCategoryId]: { price: 9900, channelPrices: { Agent: 8900 } } },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(custom.json()).toMatchObject({
      capacity: 30,
      end: "2027-06-02T13:00:00.000Z",
      priceOverrides: { [adultCategoryId]: { price: 9900, channelPrices: { Agent: 8900 } } },
    });
  });

  it("refuses bad input and other projects' experiences, creating nothing", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const archived = await insertExperience(db, p.scope, { status: "Archived" });
    const other = await p.createProject("Other");
    const foreignExperience = await insertExperience(db, { tenantId: p.tenant.id, projectId: other });
    const stranger = await ownedTenant(t.app, db);
    const strangerProject = await stranger.createProject("Theirs");
    const strangersExperience = await insertExperience(db, {
      tenantId: stranger.tenant.id,
      projectId: strangerProject,
    });
    const cases: [unknown, number, string][] = [
      [{ experienceId, start: "2027-06-01 09:00" }, 400, "start: Use a date and time as ISO 8601"],
      [{ experienceId, start: "2027-06-01T09:00:00" }, 400, "start: Use a date and time as ISO 8601"],
      [{ experienceId, start: "2027-06-01T09:00:00Z", capacity: 0 }, 400, "capacity"],
      [
        { experienceId, start: "9999-12-31T23:00:00Z" },
        400,
        "start: Use a date between the years 1900 and 2999",
      ],
      [{ start: "2027-06-01T09:00:00Z" }, 400, "experienceId"],
      [{ experienceId: foreignExperience, start: "2027-06-01T09:00:00Z" }, 404, "Experience not found"],
      [{ experienceId: strangersExperience, start: "2027-06-01T09:00:00Z" }, 404, "Experience not found"],
      [{ experienceId: archived, start: "2027-06-01T09:00:00Z" }, 409, "The experience is archived"],
      [
        {
          experienceId,
          start: "2027-06-01T09:00:00Z",
          priceOverrides: { "7a1c2e3f-0000-4000-8000-000000000000": { price: 1 } },
        },
        400,
        "Price overrides name a ticket category the experience does not have",
      ],
    ];
    for (const [body, status, title] of cases) {
      const response = await p.owner.post(`${p.api}/events`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().title).toContain(title);
    }
    expect(await db.select().from(events).where(eq(events.projectId, p.projectId))).toEqual([]);
  });

  it("lets managers create, and keeps hosts, agents, strangers and signed-out callers out", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const body = { experienceId, start: "2027-06-01T09:00:00Z" };
    const manager = await memberClient(t.app, db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectManager",
    });
    expect((await manager.post(`${p.api}/events`, body)).statusCode).toBe(201);
    for (const role of ["ProjectHost", "ProjectAgent"] as const) {
      const member = await memberClient(t.app, db, p.tenant.id, { project: p.projectId, role });
      const refused = await member.post(`${p.api}/events`, body);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await new TestClient(t.app).post(`${p.api}/events`, body)).statusCode).toBe(401);
    const stranger = await ownedTenant(t.app, db);
    expect((await stranger.owner.post(`${p.api}/events`, body)).statusCode).toBe(404);
    expect(await db.select().from(events).where(eq(events.projectId, p.projectId))).toHaveLength(1);
  });
});

describe("GET /{tenant}/api/{project}/events/:id", () => {
  it("answers the event with its manifest and the name of its series", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const seriesId = await insertSeries(db, p.scope, experienceId, "Summer mornings");
    const id = await insertEvent(db, p.scope, { experienceId, start: "2027-06-01T10:00:00Z", seriesId });
    const booking = await insertBooking(db, p.scope, { eventId: id, seats: 3, status: "Confirmed" });
    const response = await p.owner.get(`${p.api}/events/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      seriesId,
      seriesName: "Summer mornings",
      manifest: [{ id: booking, status: "Confirmed", seats: 3 }],
    });
    const single = await insertEvent(db, p.scope, { experienceId, start: "2027-06-02T10:00:00Z" });
    expect((await p.owner.get(`${p.api}/events/${single}`)).json()).toMatchObject({
      seriesName: null,
      manifest: [],
    });
    const unknown = await p.owner.get(`${p.api}/events/6a1c2e3f-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect((await p.owner.get(`${p.api}/events/not-a-uuid`)).statusCode).toBe(400);
  });
});

describe("PUT /{tenant}/api/{project}/events/:id", () => {
  it("edits what it is sent, detaches an event of a series and leaves other fields alone", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const seriesId = await insertSeries(db, p.scope, experienceId, "Daily");
    const id = await insertEvent(db, p.scope, { experienceId, start: "2027-06-01T10:00:00Z", seriesId });
    const withNote = await p.owner.put(`${p.api}/events/${id}`, {
      note: "Bring lunch",
      priceOverrides: { [adultCategoryId]: { price: 5000 } },
    });
    expect(withNote.statusCode, withNote.body).toBe(200);
    const moved = await p.owner.put(`${p.api}/events/${id}`, {
      start: "2027-06-01T12:00:00Z",
      durationMinutes: 60,
      capacity: 20,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      start: "2027-06-01T12:00:00.000Z",
      end: "2027-06-01T13:00:00.000Z",
      capacity: 20,
      available: 20,
      detached: true,
      note: "Bring lunch",
      priceOverrides: { [adultCategoryId]: { price: 5000, channelPrices: {} } },
    });
    expect(announced).toContainEqual({ projectId: p.projectId, eventIds: [id] });
  });

  it("refuses a capacity below the seats sold or held, and moving a booked event, changing nothing", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const id = await insertEvent(db, p.scope, {
      experienceId,
      start: "2027-06-01T10:00:00Z",
      capacity: 10,
      seatsSold: 3,
    });
    await insertBooking(db, p.scope, { eventId: id, seats: 2, expiresAt: new Date(Date.now() + 600_000) });
    const before = await eventRow(id);
    const below = await p.owner.put(`${p.api}/events/${id}`, { capacity: 4, note: "x" });
    expect(below.statusCode).toBe(409);
    expect(below.json().title).toBe("Capacity cannot be below the seats already sold or held (5)");
    const move = await p.owner.put(`${p.api}/events/${id}`, { start: "2027-06-01T11:00:00Z" });
    expect(move.statusCode).toBe(409);
    expect(move.json().title).toBe("Use a delay to move an event that has bookings");
    for (const body of [{ start: "tomorrow" }, { capacity: -1 }, { durationMinutes: 0 }, { note: 5 }])
      expect((await p.owner.put(`${p.api}/events/${id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await eventRow(id)).toEqual(before);
    expect((await p.owner.put(`${p.api}/events/${id}`, { capacity: 5 })).statusCode).toBe(200);
  });

  it("refuses lengthening a booked departure into time its assets are busy", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const guide = await insertAsset(db, p.tenant.id, { name: "Guide", quantity: 1 });
    const experienceId = await insertExperience(db, p.scope);
    await needAsset(db, p.tenant.id, { experienceId, assetId: guide, quantity: 1, per: "Departure" });
    const morning = await insertEvent(db, p.scope, {
      experienceId,
      start: "2027-06-01T09:00:00Z",
      seatsSold: 2,
    });
    await insertEvent(db, p.scope, { experienceId, start: "2027-06-01T12:00:00Z", seatsSold: 2 });
    const longer = await p.owner.put(`${p.api}/events/${morning}`, { durationMinutes: 240 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().title).toBe("The event's assets are not free at that time");
    expect((await eventRow(morning)).endAt.toISOString()).toBe("2027-06-01T12:00:00.000Z");
  });

  it("keeps hosts, agents and strangers from editing", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const id = await insertEvent(db, p.scope, { experienceId, start: "2027-06-01T10:00:00Z" });
    for (const role of ["ProjectHost", "ProjectAgent"] as const) {
      const member = await memberClient(t.app, db, p.tenant.id, { project: p.projectId, role });
      expect((await member.put(`${p.api}/events/${id}`, { capacity: 1 })).statusCode).toBe(403);
    }
    expect((await new TestClient(t.app).put(`${p.api}/events/${id}`, { capacity: 1 })).statusCode).toBe(401);
    const stranger = await ownedTenant(t.app, db);
    const theirs = await stranger.createProject("Theirs");
    expect(
      (await stranger.owner.put(`${stranger.tenant.api}/${theirs}/events/${id}`, { capacity: 1 })).statusCode,
    ).toBe(404);
    expect((await eventRow(id)).capacity).toBe(12);
  });
});

describe("DELETE /{tenant}/api/{project}/events/:id", () => {
  it("soft-deletes an event nobody booked and refuses one with bookings", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope);
    const booked = await insertEvent(db, p.scope, {
      experienceId,
      start: "2027-06-01T10:00:00Z",
      seatsSold: 1,
    });
    const held = await insertEvent(db, p.scope, { experienceId, start: "2027-06-02T10:00:00Z" });
    await insertBooking(db, p.scope, { eventId: held, seats: 1, expiresAt: new Date(Date.now() + 600_000) });
    const empty = await insertEvent(db, p.scope, { experienceId, start: "2027-06-03T10:00:00Z" });
    for (const id of [booked, held]) {
      const refused = await p.owner.delete(`${p.api}/events/${id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().title).toBe("Cancel the event first: it has bookings");
      expect((await eventRow(id)).status).toBe("Active");
    }
    const host = await memberClient(t.app, db, p.tenant.id, { project: p.projectId, role: "ProjectHost" });
    expect((await host.delete(`${p.api}/events/${empty}`)).statusCode).toBe(403);
    const removed = await p.owner.delete(`${p.api}/events/${empty}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ status: "Deleted", available: 0 });
    expect((await eventRow(empty)).deletedAt).not.toBeNull();
    const listed = await p.owner.get(`${p.api}/events?${june}`);
    expect(listed.json<{ id: string }[]>().map((e) => e.id)).toEqual([booked, held]);
    const again = await p.owner.delete(`${p.api}/events/${empty}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe("The event is deleted");
  });
});
