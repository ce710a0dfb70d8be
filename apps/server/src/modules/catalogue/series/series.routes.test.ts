import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@stund/shared/scheduling/local-date";
import { events, eventSeries, projectActivity } from "../../../db/schema/catalogue";
import { memberClient } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { catalogueProject, eventsOfSeries, insertExperience } from "./series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const everyDay = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Two weeks of departures starting the day after tomorrow (UTC, the default zone's date). */
function twoWeeks(experienceId: string, times = ["10:00"]) {
  const startDate = addDays(new Date().toISOString().slice(0, 10), 2);
  return {
    experienceId,
    name: "Daily walk",
    startDate,
    endDate: addDays(startDate, 13),
    slots: everyDay.map((weekday) => ({ weekday, times })),
    capacity: 8,
  };
}

async function projectWithExperience() {
  const project = await catalogueProject(t);
  const db = t.database.db;
  const experience = await insertExperience(db, {
    tenantId: project.tenant.id,
    projectId: project.projectId,
  });
  const seriesRows = () => db.select().from(eventSeries).where(eq(eventSeries.tenantId, project.tenant.id));
  const eventRows = () => db.select().from(events).where(eq(events.tenantId, project.tenant.id));
  return { ...project, db, experienceId: experience.id, seriesRows, eventRows };
}

describe("event series routes: the life of a series", () => {
  it("creates, lists, reads, changes and deletes a series for the owner", async () => {
    const { owner, api, tenant, experienceId, db } = await projectWithExperience();
    const created = await owner.post(`${api}/event-series`, twoWeeks(experienceId));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      experienceId,
      experienceName: { EN: "Glacier walk" },
      name: "Daily walk",
      timeZone: "Atlantic/Reykjavik",
      capacity: 8,
      created: 14,
      updated: 0,
      removed: 0,
      flagged: 0,
      upcomingEvents: 14,
      flaggedEvents: 0,
    });
    expect(await eventsOfSeries(db, id)).toHaveLength(14);

    const list = await owner.get(`${api}/event-series`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id, upcomingEvents: 14 })]);
    expect((await owner.get(`${api}/event-series?experienceId=${experienceId}`)).json()).toHaveLength(1);
    expect((await owner.get(`${api}/event-series?experienceId=${crypto.randomUUID()}`)).json()).toEqual([]);
    const one = await owner.get(`${api}/event-series/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, slots: expect.any(Array), excludedDates: [] });

    const body = twoWeeks(experienceId, ["10:00", "16:00"]);
    const changed = await owner.put(`${api}/event-series/${id}`, { ...body, capacity: 6 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      created: 14,
      updated: 14,
      removed: 0,
      flagged: 0,
      upcomingEvents: 28,
    });

    const removed = await owner.delete(`${api}/event-series/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ removed: 28, flagged: 0, upcomingEvents: 0 });
    expect((await owner.get(`${api}/event-series/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`${api}/event-series`)).json()).toEqual([]);
    expect((await owner.delete(`${api}/event-series/${id}`)).json().title).toBe("Series not found");

    const kinds = await db
      .select({ kind: projectActivity.kind })
      .from(projectActivity)
      .where(eq(projectActivity.tenantId, tenant.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(["SeriesCreated", "SeriesDeleted", "SeriesUpdated"]);
  });

  it("answers under the project's identifier as well as its id", async () => {
    const { owner, tenant, projectId, experienceId } = await projectWithExperience();
    const project = (await owner.get(`${tenant.api}/project/${projectId}`)).json();
    const created = await owner.post(
      `${tenant.api}/${project.identifier}/event-series`,
      twoWeeks(experienceId),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().projectId).toBe(projectId);
  });
});

describe("event series routes: who may do what", () => {
  it("answers 401 to a signed-out caller on every route", async () => {
    const { api, owner, experienceId, seriesRows } = await projectWithExperience();
    const id = (await owner.post(`${api}/event-series`, twoWeeks(experienceId))).json().id as string;
    const anonymous = new TestClient(t.app);
    const calls = [
      anonymous.get(`${api}/event-series`),
      anonymous.get(`${api}/event-series/${id}`),
      anonymous.post(`${api}/event-series`, { nonsense: true }),
      anonymous.put(`${api}/event-series/${id}`, twoWeeks(experienceId)),
      anonymous.delete(`${api}/event-series/${id}`),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
    expect(await seriesRows()).toHaveLength(1);
  });

  it("lets hosts read but not write, and managers write", async () => {
    const { api, owner, tenant, projectId, experienceId, db, seriesRows, eventRows } =
      await projectWithExperience();
    const id = (await owner.post(`${api}/event-series`, twoWeeks(experienceId))).json().id as string;
    const host = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" });
    expect((await host.get(`${api}/event-series`)).statusCode).toBe(200);
    expect((await host.get(`${api}/event-series/${id}`)).statusCode).toBe(200);
    const writes = [
      await host.post(`${api}/event-series`, twoWeeks(experienceId)),
      await host.put(`${api}/event-series/${id}`, { ...twoWeeks(experienceId), capacity: 2 }),
      await host.delete(`${api}/event-series/${id}`),
    ];
    for (const response of writes) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
    }
    expect(await seriesRows()).toHaveLength(1);
    expect((await eventRows()).every((row) => row.capacity === 8)).toBe(true);

    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    expect((await manager.post(`${api}/event-series`, twoWeeks(experienceId))).statusCode).toBe(201);
  });

  it("answers 404 to another company's owner with the first company's ids", async () => {
    const first = await projectWithExperience();
    const id = (await first.owner.post(`${first.api}/event-series`, twoWeeks(first.experienceId))).json()
      .id as string;
    const other = await catalogueProject(t, "Elsewhere");
    const body = twoWeeks(first.experienceId);

    for (const response of [
      await other.owner.get(`${first.api}/event-series`),
      await other.owner.get(`${first.api}/event-series/${id}`),
      await other.owner.post(`${first.api}/event-series`, body),
      await other.owner.put(`${first.api}/event-series/${id}`, body),
      await other.owner.delete(`${first.api}/event-series/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
    const foreignProject = `${other.tenant.api}/${first.projectId}/event-series`;
    expect((await other.owner.get(foreignProject)).json()).toMatchObject({
      status: 404,
      title: "Project not found",
    });
    for (const response of [
      await other.owner.get(`${other.api}/event-series/${id}`),
      await other.owner.put(`${other.api}/event-series/${id}`, body),
      await other.owner.delete(`${other.api}/event-series/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe("Series not found");
    }
    const borrowed = await other.owner.post(`${other.api}/event-series`, body);
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().errors).toEqual({ experienceId: ["Choose an experience of this project"] });
    expect((await first.eventRows()).every((row) => row.capacity === 8)).toBe(true);
    expect(await first.seriesRows()).toEqual([expect.objectContaining({ id, deletedAt: null })]);
  });
});

describe("event series routes: bad input", () => {
  it("refuses bad bodies with clear messages and writes nothing", async () => {
    const { api, owner, experienceId, seriesRows, eventRows } = await projectWithExperience();
    const good = twoWeeks(experienceId);
    const refusals: [unknown, string][] = [
      [
        { ...good, endDate: addDays(good.startDate, -1) },
        "endDate: The end date cannot be before the start date",
      ],
      [{ ...good, slots: [] }, "slots: Choose at least one weekday"],
      [{ ...good, slots: [{ weekday: "Monday", times: ["25:00"] }] }, "slots.0.times.0: Use a time as HH:mm"],
      [{ ...good, slots: [{ weekday: "Monday", times: [] }] }, "slots.0.times: Add at least one start time"],
      [{ ...good, endDate: null, count: null }, "endDate: Give an end date or a number of departures"],
      [{ ...good, slots: [good.slots[0], good.slots[0]] }, "slots: Each weekday can appear once"],
      [{ ...good, startDate: "2027-13-01" }, "startDate: Use a real calendar date"],
      [{ ...good, endDate: null, count: 3, startDate: "2027-02-30" }, "startDate: Use a real calendar date"],
      [{ ...good, excludedDates: ["2027-02-29"] }, "excludedDates.0: Use a real calendar date"],
      [{ ...good, capacity: 0 }, "capacity: The minimum value allowed is 1"],
      [{ ...good, experienceId: "nope" }, "experienceId: Invalid UUID"],
    ];
    for (const [body, title] of refusals) {
      const response = await owner.post(`${api}/event-series`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().title).toMatch(title.includes("Invalid UUID") ? /^experienceId: / : title);
    }
    const unknown = await owner.post(`${api}/event-series`, { ...good, experienceId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      title: "The experience was not found in this project",
      errors: { experienceId: ["Choose an experience of this project"] },
    });
    expect(await seriesRows()).toEqual([]);
    expect(await eventRows()).toEqual([]);

    expect((await owner.get(`${api}/event-series/not-a-uuid`)).statusCode).toBe(400);
    expect((await owner.get(`${api}/event-series?experienceId=nope`)).statusCode).toBe(400);
    expect((await owner.get(`${api}/event-series/${crypto.randomUUID()}`)).json().title).toBe(
      "Series not found",
    );
  });

  it("leaves a series as it was when a change is refused", async () => {
    const { api, owner, experienceId, seriesRows, eventRows } = await projectWithExperience();
    const good = twoWeeks(experienceId);
    const id = (await owner.post(`${api}/event-series`, good)).json().id as string;
    const before = { series: await seriesRows(), events: await eventRows() };
    for (const body of [
      { ...good, slots: [{ weekday: "Monday", times: ["25:00"] }] },
      { ...good, endDate: addDays(good.startDate, -3) },
      { ...good, experienceId: crypto.randomUUID() },
    ]) {
      const response = await owner.put(`${api}/event-series/${id}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBeTruthy();
    }
    expect({ series: await seriesRows(), events: await eventRows() }).toEqual(before);
  });
});
