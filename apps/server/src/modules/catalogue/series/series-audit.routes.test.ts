import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@stund/shared/scheduling/local-date";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../../test/fixtures/audit-test-support";
import { catalogueProject, insertExperience } from "./series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const everyDay = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A series of a week of daily departures starting the day after tomorrow, 8 seats each. */
async function weekSeries() {
  const project = await catalogueProject(t);
  const scope = { tenantId: project.tenant.id, projectId: project.projectId };
  const experience = await insertExperience(t.database.db, scope);
  const startDate = addDays(new Date().toISOString().slice(0, 10), 2);
  const body = (extra: Record<string, unknown> = {}) => ({
    experienceId: experience.id,
    name: "Daily walk",
    startDate,
    endDate: addDays(startDate, 6),
    slots: everyDay.map((weekday) => ({ weekday, times: ["10:00"] })),
    capacity: 8,
    ...extra,
  });
  const created = await project.owner.post(`${project.api}/event-series`, body());
  expect(created.statusCode, created.body).toBe(201);
  const url = `${project.api}/event-series/${created.json<{ id: string }>().id}`;
  const entries = () => auditEntries(t.database.db, project.tenant.id);
  return { ...project, experience, body, url, entries, seriesId: created.json<{ id: string }>().id };
}

describe("the audit log of a series", () => {
  it("records a new capacity once, with how many departures followed", async () => {
    const s = await weekSeries();
    expect(await s.entries()).toEqual([]);
    const changed = await s.owner.put(s.url, s.body({ capacity: 12 }));
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await s.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: "Capacity",
      action: "SeriesCapacityChanged",
      actorId: s.owner.userId,
      subjectType: "Series",
      subjectId: s.seriesId,
      subjectLabel: "Daily walk (Glacier walk)",
      projectId: s.projectId,
      before: { capacity: 8 },
      after: { capacity: 12, departuresUpdated: 7 },
    });
  });

  it("records new price overrides by category name, and nothing for a refused change", async () => {
    const s = await weekSeries();
    const refused = await s.owner.put(
      s.url,
      s.body({ capacity: 12, experienceId: s.experience.id, slots: [] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await s.entries()).toEqual([]);
    const priced = await s.owner.put(
      s.url,
      s.body({ priceOverrides: { [s.experience.categoryId]: { price: 8000 } } }),
    );
    expect(priced.statusCode, priced.body).toBe(200);
    const entries = await s.entries();
    expect(entries.map((e) => [e.area, e.action, e.before, e.after])).toEqual([
      [
        "Money",
        "SeriesPricesChanged",
        { currency: "ISK" },
        { currency: "ISK", Adult: 8000, departuresUpdated: 7 },
      ],
    ]);
  });
});
