import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventTemplates, projectActivity } from "../../../db/schema/catalogue";
import { memberClient } from "../../../../test/factories";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { catalogueProject, insertAsset, insertExperience } from "../series/series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function projectWithCatalogue() {
  const project = await catalogueProject(t);
  const db = t.database.db;
  const scope = { tenantId: project.tenant.id, projectId: project.projectId };
  const experience = await insertExperience(db, scope);
  const tenantAsset = await insertAsset(db, project.tenant.id, null);
  const projectAsset = await insertAsset(db, project.tenant.id, project.projectId);
  const templateRows = () =>
    db.select().from(eventTemplates).where(eq(eventTemplates.tenantId, project.tenant.id));
  const template = (fields: Record<string, unknown> = {}) => ({
    name: "Morning jeep tour",
    experienceId: experience.id,
    durationMinutes: 180,
    capacity: 12,
    cutoffMinutes: 60,
    priceOverrides: { [experience.categoryId]: { price: 9_900, channelPrices: { Agent: 8_500 } } },
    assetNeeds: [
      { assetId: tenantAsset, quantity: 1, per: "Departure" },
      { assetId: projectAsset, quantity: 1, per: "Person" },
    ],
    slots: [{ weekday: "Saturday", times: ["14:00", "09:00"] }],
    note: "Bring crampons",
    ...fields,
  });
  return { ...project, db, experience, tenantAsset, projectAsset, templateRows, template };
}

describe("event templates: create, list, read, change, delete", () => {
  it("walks a template through its life for the owner", async () => {
    const { api, owner, tenant, experience, template, db } = await projectWithCatalogue();
    const created = await owner.post(`${api}/event-templates`, template());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      name: "Morning jeep tour",
      experienceId: experience.id,
      experienceName: { EN: "Glacier walk", IS: "Glacier walk IS" },
      durationMinutes: 180,
      capacity: 12,
      cutoffMinutes: 60,
      slots: [{ weekday: "Saturday", times: ["09:00", "14:00"] }],
      note: "Bring crampons",
    });
    expect(created.json().assetNeeds).toHaveLength(2);

    expect((await owner.get(`${api}/event-templates`)).json()).toEqual([created.json()]);
    expect((await owner.get(`${api}/event-templates/${id}`)).json()).toEqual(created.json());

    const changed = await owner.put(
      `${api}/event-templates/${id}`,
      template({ name: "Any day", experienceId: null, priceOverrides: {}, assetNeeds: [], slots: [] }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: "Any day",
      experienceId: null,
      experienceName: null,
      slots: [],
    });

    const removed = await owner.delete(`${api}/event-templates/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await owner.get(`${api}/event-templates/${id}`)).json()).toMatchObject({
      status: 404,
      title: "Template not found",
    });
    expect((await owner.delete(`${api}/event-templates/${id}`)).statusCode).toBe(404);
    expect((await owner.put(`${api}/event-templates/${id}`, template())).statusCode).toBe(404);

    const activity = await db.select().from(projectActivity).where(eq(projectActivity.tenantId, tenant.id));
    expect(activity.map((row) => row.kind)).toEqual(["TemplateSaved", "TemplateSaved"]);
  });
});

describe("event templates: who may do what", () => {
  it("answers 401 signed out, lets hosts read only and managers write", async () => {
    const { api, owner, tenant, projectId, template, templateRows, db } = await projectWithCatalogue();
    const id = (await owner.post(`${api}/event-templates`, template())).json().id as string;
    const anonymous = new TestClient(t.app);
    for (const response of [
      await anonymous.get(`${api}/event-templates`),
      await anonymous.get(`${api}/event-templates/${id}`),
      await anonymous.post(`${api}/event-templates`, { nonsense: true }),
      await anonymous.put(`${api}/event-templates/${id}`, template()),
      await anonymous.delete(`${api}/event-templates/${id}`),
    ])
      expect(response.statusCode).toBe(401);

    const host = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" });
    expect((await host.get(`${api}/event-templates`)).json()).toHaveLength(1);
    expect((await host.get(`${api}/event-templates/${id}`)).statusCode).toBe(200);
    for (const response of [
      await host.post(`${api}/event-templates`, template()),
      await host.put(`${api}/event-templates/${id}`, template({ name: "Changed" })),
      await host.delete(`${api}/event-templates/${id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe("NotAuthorized");
    }
    expect((await templateRows()).map((row) => row.name)).toEqual(["Morning jeep tour"]);

    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    expect(
      (await manager.put(`${api}/event-templates/${id}`, template({ name: "Changed" }))).statusCode,
    ).toBe(200);
  });

  it("answers 404 to another company's owner with the first company's ids", async () => {
    const first = await projectWithCatalogue();
    const id = (await first.owner.post(`${first.api}/event-templates`, first.template())).json().id as string;
    const other = await catalogueProject(t, "Elsewhere");
    for (const response of [
      await other.owner.get(`${first.api}/event-templates`),
      await other.owner.get(`${first.api}/event-templates/${id}`),
      await other.owner.post(`${first.api}/event-templates`, first.template()),
      await other.owner.put(`${first.api}/event-templates/${id}`, first.template()),
      await other.owner.delete(`${first.api}/event-templates/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
    expect((await other.owner.get(`${other.tenant.api}/${first.projectId}/event-templates`)).statusCode).toBe(
      404,
    );
    for (const response of [
      await other.owner.get(`${other.api}/event-templates/${id}`),
      await other.owner.put(`${other.api}/event-templates/${id}`, first.template({ experienceId: null })),
      await other.owner.delete(`${other.api}/event-templates/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe("Template not found");
    }
    // Their own template cannot borrow the first company's experience or assets.
    const borrowed = await other.owner.post(`${other.api}/event-templates`, first.template());
    expect(borrowed.statusCode).toBe(400);
    expect((await first.templateRows()).map((row) => row.name)).toEqual(["Morning jeep tour"]);
    expect((await other.owner.get(`${other.api}/event-templates`)).json()).toEqual([]);
  });
});

describe("event templates: bad input", () => {
  it("refuses bad bodies with clear messages and writes nothing", async () => {
    const { api, owner, tenant, createProject, template, templateRows, db } = await projectWithCatalogue();
    const sibling = await createProject("Sibling");
    const siblingExperience = await insertExperience(db, { tenantId: tenant.id, projectId: sibling });
    const siblingAsset = await insertAsset(db, tenant.id, sibling);

    const schemaRefusals: [Record<string, unknown>, string][] = [
      [{ name: " " }, "name: Value is required"],
      [{ capacity: 0 }, "capacity: The minimum value allowed is 1"],
      [{ slots: [{ weekday: "Monday", times: ["25:00"] }] }, "slots.0.times.0: Use a time as HH:mm"],
      [{ slots: [{ weekday: "Someday", times: ["10:00"] }] }, "slots.0.weekday: "],
      [
        { assetNeeds: [{ assetId: crypto.randomUUID(), quantity: 0, per: "Person" }] },
        "assetNeeds.0.quantity: ",
      ],
    ];
    for (const [fields, title] of schemaRefusals) {
      const response = await owner.post(`${api}/event-templates`, template(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().title.startsWith(title), response.json().title).toBe(true);
    }

    const ruleRefusals: [Record<string, unknown>, string, string][] = [
      [
        { experienceId: siblingExperience.id },
        "The experience was not found in this project",
        "experienceId",
      ],
      [{ experienceId: crypto.randomUUID() }, "The experience was not found in this project", "experienceId"],
      [
        { assetNeeds: [{ assetId: siblingAsset, quantity: 1, per: "Departure" }] },
        "An asset pool was not found",
        "assetNeeds",
      ],
      [
        { priceOverrides: { [crypto.randomUUID()]: { price: 100 } } },
        "A price override names a ticket category the experience does not have",
        "priceOverrides",
      ],
      [
        {
          slots: [
            { weekday: "Monday", times: ["10:00"] },
            { weekday: "Monday", times: ["12:00"] },
          ],
        },
        "Each weekday can appear once",
        "slots",
      ],
    ];
    for (const [fields, title, field] of ruleRefusals) {
      const response = await owner.post(`${api}/event-templates`, template(fields));
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().title).toBe(title);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await templateRows()).toEqual([]);
    expect((await owner.get(`${api}/event-templates/nope`)).statusCode).toBe(400);

    const id = (await owner.post(`${api}/event-templates`, template())).json().id as string;
    const before = await templateRows();
    const refused = await owner.put(
      `${api}/event-templates/${id}`,
      template({ experienceId: siblingExperience.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await templateRows()).toEqual(before);
  });
});
