import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, projectActivity } from "../../../db/schema/catalogue";
import type { Hubs } from "../../../realtime/hubs";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant } from "../../../../test/factories";
import { listEventNotices } from "../../messaging/notifications/event-notice.repository";
import {
  eventsProject,
  insertBooking,
  insertEvent,
  insertExperience,
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

async function eventRow(id: string) {
  return (await t.database.db.select().from(events).where(eq(events.id, id)))[0]!;
}

async function projectWithEvent(values: { seatsSold?: number; status?: string } = {}) {
  const p = await eventsProject(t);
  const experienceId = await insertExperience(t.database.db, p.scope, { name: "Whale Watching" });
  const id = await insertEvent(t.database.db, p.scope, {
    experienceId,
    start: "2027-06-01T10:00:00Z",
    capacity: 10,
    ...values,
  });
  return { ...p, experienceId, id, url: `${p.api}/events/${id}` };
}

describe("close, open and cancel", () => {
  it("closes and reopens sales for the desk's hosts, recording each change", async () => {
    const p = await projectWithEvent({ seatsSold: 2 });
    const host = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectHost",
    });
    const closed = await host.post(`${p.url}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: "Closed", sold: 2, available: 0 });
    expect(announced).toContainEqual({ projectId: p.projectId, eventIds: [p.id] });
    expect((await host.post(`${p.url}/close`)).json().status).toBe("Closed");
    const opened = await host.post(`${p.url}/open`);
    expect(opened.json()).toMatchObject({ status: "Active", available: 8 });
    const kinds = (
      await t.database.db.select().from(projectActivity).where(eq(projectActivity.subjectId, p.id))
    ).map((a) => a.kind);
    expect(kinds.sort()).toEqual(["EventClosed", "EventOpened"]);
  });

  it("keeps agents, signed-out callers and other companies out, changing nothing", async () => {
    const p = await projectWithEvent();
    const agent = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectAgent",
    });
    const stranger = await ownedTenant(t.app, t.database.db);
    const theirs = await stranger.createProject("Theirs");
    for (const action of ["close", "open", "cancel", "delay", "delay-status"]) {
      const body =
        action === "delay"
          ? { newStart: "2027-06-01T12:00:00Z", message: "Wind" }
          : action === "delay-status"
            ? { delayStatus: "Active" }
            : {};
      const refused = await agent.post(`${p.url}/${action}`, body);
      expect(refused.statusCode, action).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
      expect((await new TestClient(t.app).post(`${p.url}/${action}`, body)).statusCode).toBe(401);
      expect((await stranger.owner.post(`${p.url}/${action}`, body)).statusCode).toBe(404);
      const foreign = await stranger.owner.post(
        `${stranger.tenant.api}/${theirs}/events/${p.id}/${action}`,
        body,
      );
      expect(foreign.statusCode, action).toBe(404);
    }
    expect(await eventRow(p.id)).toMatchObject({ status: "Active", delayStatus: null });
    expect(await listEventNotices(t.database.db, p.tenant.id, p.id)).toEqual([]);
  });

  it("cancels an event and records a notice for its customers, once", async () => {
    const p = await projectWithEvent({ seatsSold: 4 });
    const cancelled = await p.owner.post(`${p.url}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "Cancelled", available: 0, sold: 4 });
    expect((await p.owner.post(`${p.url}/cancel`)).statusCode).toBe(200);
    const notices = await listEventNotices(t.database.db, p.tenant.id, p.id);
    expect(notices).toMatchObject([{ kind: "EventCancelled", projectId: p.projectId, newStartAt: null }]);
    expect(notices[0]!.oldStartAt.toISOString()).toBe("2027-06-01T10:00:00.000Z");
    for (const action of ["close", "open"]) {
      const refused = await p.owner.post(`${p.url}/${action}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().title).toBe("The event is cancelled");
    }
    const removed = await p.owner.delete(p.url);
    expect(removed.json().title).toBe("Cancel the event first: it has bookings");
  });
});

describe("delays", () => {
  it("moves the departure, keeps the first original start and records notices with the message", async () => {
    const p = await projectWithEvent({ seatsSold: 3 });
    const host = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectHost",
    });
    const first = await host.post(`${p.url}/delay`, {
      newStart: "2027-06-01T12:00:00Z",
      message: "High winds",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      status: "Delayed",
      delayStatus: "Delayed",
      delayMessage: "High winds",
      start: "2027-06-01T12:00:00.000Z",
      end: "2027-06-01T15:00:00.000Z",
      originalStart: "2027-06-01T10:00:00.000Z",
      available: 7,
    });
    const second = await host.post(`${p.url}/delay`, {
      newStart: "2027-06-01T14:00:00+00:00",
      message: "Still windy",
    });
    expect(second.json()).toMatchObject({
      start: "2027-06-01T14:00:00.000Z",
      originalStart: "2027-06-01T10:00:00.000Z",
      delayMessage: "Still windy",
    });
    const notices = await listEventNotices(t.database.db, p.tenant.id, p.id);
    expect(
      notices.map((n) => [n.kind, n.oldStartAt.toISOString(), n.newStartAt?.toISOString(), n.message]),
    ).toEqual([
      ["EventDelayed", "2027-06-01T10:00:00.000Z", "2027-06-01T12:00:00.000Z", "High winds"],
      ["EventDelayed", "2027-06-01T12:00:00.000Z", "2027-06-01T14:00:00.000Z", "Still windy"],
    ]);

    // Closing a delayed event and opening it again brings the delay back.
    expect((await host.post(`${p.url}/close`)).json().status).toBe("Closed");
    expect((await host.post(`${p.url}/open`)).json().status).toBe("Delayed");

    const pending = await host.post(`${p.url}/delay-status`, { delayStatus: "Pending" });
    expect(pending.json()).toMatchObject({ status: "Delayed", delayStatus: "Pending" });
    const over = await host.post(`${p.url}/delay-status`, { delayStatus: "Active" });
    expect(over.json()).toMatchObject({
      status: "Active",
      delayStatus: null,
      delayMessage: "",
      originalStart: null,
      start: "2027-06-01T14:00:00.000Z",
    });
  });

  it("refuses bad delays and delay statuses without changing the event", async () => {
    const p = await projectWithEvent();
    const before = await eventRow(p.id);
    const cases: [string, unknown, number, string][] = [
      ["delay", { newStart: "noon", message: "Wind" }, 400, "newStart: Use a date and time as ISO 8601"],
      ["delay", { newStart: "2027-06-01T12:00:00Z", message: "  " }, 400, "message"],
      ["delay", { newStart: "0000-06-01T12:00:00Z", message: "Wind" }, 400, "newStart: Use a date between"],
      ["delay", { newStart: "2027-06-01T12:00:00Z" }, 400, "message"],
      ["delay-status", { delayStatus: "Later" }, 400, "delayStatus"],
      [
        "delay-status",
        { delayStatus: "Delayed" },
        409,
        "The event is not delayed: delay it first with a new start",
      ],
      ["delay-status", { delayStatus: "Pending" }, 409, "The event is not delayed"],
    ];
    for (const [action, body, status, title] of cases) {
      const response = await p.owner.post(`${p.url}/${action}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().title).toContain(title);
    }
    expect(await eventRow(p.id)).toEqual(before);
    expect(await listEventNotices(t.database.db, p.tenant.id, p.id)).toEqual([]);
  });

  it("cancels the event through the delay status, and refuses to delay a cancelled one", async () => {
    const p = await projectWithEvent({ seatsSold: 1 });
    await p.owner.post(`${p.url}/delay`, { newStart: "2027-06-01T11:00:00Z", message: "Fog" });
    const cancelled = await p.owner.post(`${p.url}/delay-status`, { delayStatus: "Cancelled" });
    expect(cancelled.json()).toMatchObject({ status: "Cancelled", delayStatus: "Cancelled" });
    const kinds = (await listEventNotices(t.database.db, p.tenant.id, p.id)).map((n) => n.kind);
    expect(kinds).toEqual(["EventDelayed", "EventCancelled"]);
    const refused = await p.owner.post(`${p.url}/delay`, { newStart: "2027-06-01T12:00:00Z", message: "x" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe("The event is cancelled");
  });
});

describe("POST /{tenant}/api/{project}/events/bulk", () => {
  it("decides each event on its own and refuses other projects' and companies' events", async () => {
    const p = await projectWithEvent();
    const db = t.database.db;
    const booked = await insertEvent(db, p.scope, {
      experienceId: p.experienceId,
      start: "2027-06-02T10:00:00Z",
      seatsSold: 5,
    });
    await insertBooking(db, p.scope, {
      eventId: booked,
      seats: 1,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const otherProject = await p.createProject("Other");
    const otherExperience = await insertExperience(db, { tenantId: p.tenant.id, projectId: otherProject });
    const elsewhere = await insertEvent(
      db,
      { tenantId: p.tenant.id, projectId: otherProject },
      { experienceId: otherExperience, start: "2027-06-01T10:00:00Z" },
    );
    const stranger = await ownedTenant(t.app, db);
    const strangerProject = await stranger.createProject("Theirs");
    const strangerScope = { tenantId: stranger.tenant.id, projectId: strangerProject };
    const theirs = await insertEvent(db, strangerScope, {
      experienceId: await insertExperience(db, strangerScope),
      start: "2027-06-01T10:00:00Z",
    });

    const host = await memberClient(t.app, db, p.tenant.id, { project: p.projectId, role: "ProjectHost" });
    const resized = await host.post(`${p.api}/events/bulk`, {
      action: "capacity",
      ids: [p.id, booked, elsewhere, theirs],
      capacity: 4,
    });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json()).toEqual({
      updated: [p.id],
      refused: [
        { id: booked, title: "Capacity cannot be below the seats already sold or held (6)" },
        { id: elsewhere, title: "Event not found" },
        { id: theirs, title: "Event not found" },
      ],
    });
    expect(announced).toContainEqual({ projectId: p.projectId, eventIds: [p.id] });
    expect((await eventRow(p.id)).capacity).toBe(4);
    expect((await eventRow(booked)).capacity).toBe(12);
    expect((await eventRow(elsewhere)).capacity).toBe(12);
    expect((await eventRow(theirs)).capacity).toBe(12);

    const closed = await host.post(`${p.api}/events/bulk`, { action: "close", ids: [p.id, booked, p.id] });
    expect(closed.json()).toEqual({ updated: [p.id, booked], refused: [] });
    expect(
      (await host.post(`${p.api}/events/bulk`, { action: "cancel", ids: [booked] })).json().updated,
    ).toEqual([booked]);
    const reopened = await host.post(`${p.api}/events/bulk`, { action: "open", ids: [p.id, booked] });
    expect(reopened.json()).toEqual({
      updated: [p.id],
      refused: [{ id: booked, title: "The event is cancelled" }],
    });
  });

  it("refuses bad bulk requests and callers without event operations", async () => {
    const p = await projectWithEvent();
    const bad: unknown[] = [
      { action: "explode", ids: [p.id] },
      { action: "close", ids: [] },
      { action: "close", ids: ["nope"] },
      { action: "capacity", ids: [p.id] },
    ];
    for (const body of bad)
      expect((await p.owner.post(`${p.api}/events/bulk`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const agent = await memberClient(t.app, t.database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectAgent",
    });
    expect((await agent.post(`${p.api}/events/bulk`, { action: "close", ids: [p.id] })).statusCode).toBe(403);
    expect(
      (await new TestClient(t.app).post(`${p.api}/events/bulk`, { action: "close", ids: [p.id] })).statusCode,
    ).toBe(401);
    expect((await eventRow(p.id)).status).toBe("Active");
  });
});
