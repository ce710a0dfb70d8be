import { and, eq } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeedStatus, CreatedCalendarFeed } from "@stund/shared/contracts/staff-schedule";
import { projectMembers } from "../../../db/schema/projects";
import { auditLog } from "../../../db/schema/team";
import { users } from "../../../db/schema/users";
import { ownedTenant } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { scheduleCompany, type Member, type ScheduleCompany } from "./schedule-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
/** Departures around now: the feed holds a month back to a year ahead. */
const fromNow = (days: number, hours = 0) => new Date(Date.now() + days * dayMs + hours * hourMs);

const feedPath = (c: ScheduleCompany) => `${c.tenant.api}/schedule/feed`;
const pathOf = (url: string) => new URL(url).pathname;

async function newFeed(c: ScheduleCompany, person: Member): Promise<string> {
  const response = await person.post(feedPath(c));
  expect(response.statusCode, response.body).toBe(201);
  return pathOf(response.json<CreatedCalendarFeed>().url);
}

function readFeed(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((item) => item?.type === "VEVENT") as VEvent[];
}

describe("calendar feed", () => {
  it("serves exactly the person's assigned departures as iCalendar, without a session", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const colleague = await c.member("ApplicationHost");
    const soonStart = fromNow(2);
    const soon = await c.walkAt(soonStart, { seatsSold: 7, capacity: 12 });
    const past = await c.walkAt(fromNow(-20));
    const cancelled = await c.walkAt(fromNow(3));
    await c.walkAt(fromNow(4)); // nobody assigned
    const deleted = await c.walkAt(fromNow(5));
    const tooOld = await c.walkAt(fromNow(-40));
    const theirs = await c.walkAt(fromNow(6));
    for (const event of [soon, past, cancelled, deleted, tooOld]) await c.assign(event, [guide.userId]);
    await c.assign(theirs, [colleague.userId]);
    expect((await c.owner.post(`${c.api}/events/${cancelled}/cancel`)).statusCode).toBe(200);
    expect((await c.owner.delete(`${c.api}/events/${deleted}`)).statusCode).toBe(200);

    const path = await newFeed(c, guide);
    expect(path).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await new TestClient(t.app).get(path);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.body).toContain(`X-WR-CALNAME:Stund – Company ${c.tenant.identifier} – ProjectHost`);
    const events = readFeed(response.body);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [soon, past, cancelled].map((id) => `event-${id}@stund`).sort(),
    );
    const first = events.find((event) => event.uid === `event-${soon}@stund`)!;
    expect(String(first.summary)).toBe("Glacier Walk");
    // Whole seconds: iCalendar has no fractions.
    expect(first.start.getTime()).toBe(Math.floor(soonStart.getTime() / 1000) * 1000);
    expect(String(first.description)).toContain("Guests: 7 of 12");
    const project = (await c.owner.get(`${c.tenant.api}/project/${c.projectId}`)).json<{
      identifier: string;
    }>();
    const page = `http://localhost/${c.tenant.identifier}/${project.identifier}/edit-singular-event/${soon}`;
    expect(String(first.description)).toContain(page);
    expect(first.url).toBe(page);
    const off = events.find((event) => event.uid === `event-${cancelled}@stund`)!;
    expect(off.status).toBe("CANCELLED");
    expect(String(off.summary)).toBe("Cancelled: Glacier Walk");
  });

  it("says the feed in the person's language", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member("ApplicationHost");
    await t.database.db.update(users).set({ language: "IS" }).where(eq(users.id, guide.userId));
    await c.assign(await c.walkAt(fromNow(1), { seatsSold: 2, capacity: 10 }), [guide.userId]);
    const response = await new TestClient(t.app).get(await newFeed(c, guide));
    const [event] = readFeed(response.body);
    expect(String(event!.summary)).toBe("Glacier Walk (IS)");
    expect(String(event!.description)).toContain("Gestir: 2 af 10");
  });

  it("tells whether a feed is on, replaces its address and ends it", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member("ApplicationHost");
    const anonymous = new TestClient(t.app);
    expect((await guide.get(feedPath(c))).json<CalendarFeedStatus>()).toEqual({
      active: false,
      createdAt: null,
    });

    const first = await newFeed(c, guide);
    const status = (await guide.get(feedPath(c))).json<CalendarFeedStatus>();
    expect(status.active).toBe(true);
    expect(status.createdAt).not.toBeNull();
    expect((await anonymous.get(first)).statusCode).toBe(200);

    const second = await newFeed(c, guide);
    expect(second).not.toBe(first);
    expect((await anonymous.get(first)).statusCode).toBe(404);
    expect((await anonymous.get(second)).statusCode).toBe(200);

    const ended = await guide.delete(feedPath(c));
    expect(ended.statusCode).toBe(200);
    expect((await anonymous.get(second)).statusCode).toBe(404);
    expect((await guide.get(feedPath(c))).json<CalendarFeedStatus>().active).toBe(false);
    expect((await guide.delete(feedPath(c))).statusCode).toBe(200);

    const actions = await t.database.db
      .select({ action: auditLog.action, area: auditLog.area })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, c.tenant.id), eq(auditLog.actorId, guide.userId)));
    expect(actions.map((entry) => entry.action)).toEqual([
      "CalendarFeedCreated",
      "CalendarFeedReplaced",
      "CalendarFeedRevoked",
    ]);
    expect(new Set(actions.map((entry) => entry.area))).toEqual(new Set(["Access"]));
  });

  it("keeps each person's feed to themselves and to their company", async () => {
    const c = await scheduleCompany(t);
    const guide = await c.member({ project: c.projectId, role: "ProjectHost" });
    const path = await newFeed(c, guide);
    // Another person's status and revocation touch only their own feed.
    expect((await c.owner.get(feedPath(c))).json<CalendarFeedStatus>().active).toBe(false);
    await c.owner.delete(feedPath(c));
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(200);
    const other = await ownedTenant(t.app, t.database.db);
    expect((await other.owner.get(feedPath(c))).statusCode).toBe(404);
    expect((await other.owner.post(feedPath(c))).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(feedPath(c))).statusCode).toBe(401);
    expect((await new TestClient(t.app).post(feedPath(c))).statusCode).toBe(401);
    // Once the person has left the company, their address opens nothing.
    await t.database.db.delete(projectMembers).where(eq(projectMembers.userId, guide.userId));
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(404);
  });

  it("answers 404 for an unknown or malformed address", async () => {
    const anonymous = new TestClient(t.app);
    const unknown = await anonymous.get(`/calendar/${"a".repeat(43)}.ics`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().title).toBe("Calendar feed not found");
    expect((await anonymous.get(`/calendar/${"a".repeat(43)}`)).statusCode).toBe(404);
    expect((await anonymous.get("/calendar/short.ics")).statusCode).toBe(404);
    expect((await anonymous.get("/robots.txt")).body).toContain("Disallow: /calendar/");
  });
});
