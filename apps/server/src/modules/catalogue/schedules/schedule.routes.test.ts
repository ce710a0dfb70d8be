import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant, removeSubscription, setSubscription } from "../../../../test/factories";
import { projectActivity, schedules } from "../../../db/schema/catalogue";
import { insertBooking, insertExperience } from "../assets/catalogue-test-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const openHours = (name = "Spa", extra: object = {}) => ({
  name,
  rule: {
    kind: "OpenHours",
    hours: [{ weekday: "Monday", open: "09:00", close: "12:00" }],
    slotMinutes: 60,
    capacityPerSlot: 8,
    ...extra,
  },
});
const departures = (name = "Whale watching") => ({
  name,
  rule: {
    kind: "ScheduledEvent",
    slots: [
      { weekday: "Saturday", times: ["14:00", "09:00", "14:00"] },
      { weekday: "Monday", times: ["10:00"] },
    ],
  },
});
const rental = (assetId: string, name = "Kayak rental") => ({
  name,
  rule: { kind: "AssetType", assetId, durationUnit: "Hours", minDuration: 1, maxDuration: 4 },
});

async function company() {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Harbour");
  const presets = `${owned.tenant.api}/schedules`;
  const projectSchedules = `${owned.tenant.api}/${projectId}/schedules`;
  const names = async (url = projectSchedules) =>
    ((await owned.owner.get(url)).json() as { name: string }[]).map((s) => s.name);
  const create = async (url: string, body: object) => {
    const response = await owned.owner.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; projectId: string | null; name: string };
  };
  const pool = async (url: string, name = "Kayak") =>
    (await owned.owner.post(url, { name, quantity: 5, seatsPerUnit: 1 })).json().id as string;
  return { ...owned, projectId, presets, projectSchedules, names, create, pool };
}

describe("schedules: company presets and project schedules", () => {
  it("walks a preset through its life and shows it in every project", async () => {
    const { owner, presets, projectSchedules, projectId, names, create } = await company();
    const created = await create(presets, departures());
    expect(created).toMatchObject({
      projectId: null,
      experienceId: null,
      kind: "ScheduledEvent",
      description: "",
      rule: {
        kind: "ScheduledEvent",
        slots: [
          { weekday: "Monday", times: ["10:00"] },
          { weekday: "Saturday", times: ["09:00", "14:00"] },
        ],
      },
    });
    const updated = await owner.put(`${presets}/${created.id}`, openHours("Sauna"));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ kind: "OpenHours", name: "Sauna", rule: { closures: [] } });
    expect(await names(presets)).toEqual(["Sauna"]);
    expect(await names(projectSchedules)).toEqual(["Sauna"]);
    expect((await owner.get(`${presets}?kind=OpenHours`)).json()).toHaveLength(1);
    expect((await owner.get(`${presets}?kind=AssetType`)).json()).toEqual([]);
    expect((await owner.delete(`${presets}/${created.id}`)).json()).toEqual({ ok: true });
    expect(await names(presets)).toEqual([]);
    expect((await owner.delete(`${presets}/${created.id}`)).statusCode).toBe(404);
    expect(
      await t.database.db.select().from(projectActivity).where(eq(projectActivity.projectId, projectId)),
    ).toEqual([]);
  });

  it("keeps a project's schedules in it, lists them before the presets and records the changes", async () => {
    const { owner, tenant, presets, projectSchedules, projectId, createProject, names, create } =
      await company();
    const other = await createProject("Fjord");
    const preset = await create(presets, openHours("Company spa"));
    const own = await create(projectSchedules, { ...departures("Tours"), projectId: other });
    expect(own.projectId).toBe(projectId);
    const foreign = await create(`${tenant.api}/${other}/schedules`, openHours("Fjord spa"));
    expect(await names()).toEqual(["Tours", "Company spa"]);
    expect(await names(`${tenant.api}/harbour/schedules`)).toEqual(["Tours", "Company spa"]);
    expect(await names(presets)).toEqual(["Company spa"]);

    expect((await owner.put(`${projectSchedules}/${own.id}`, openHours("Open tours"))).statusCode).toBe(200);
    expect((await owner.delete(`${projectSchedules}/${own.id}`)).statusCode).toBe(200);
    const activity = await t.database.db
      .select()
      .from(projectActivity)
      .where(eq(projectActivity.projectId, projectId));
    expect(activity.map((a) => a.summary).sort()).toEqual([
      "Added schedule “Tours”",
      "Changed schedule “Open tours”",
      "Deleted schedule “Open tours”",
    ]);
    expect(activity.every((a) => a.kind === "ScheduleSaved" && a.subjectId === own.id)).toBe(true);

    const presetFromProject = await owner.put(`${projectSchedules}/${preset.id}`, openHours("Mine"));
    expect(presetFromProject.statusCode).toBe(403);
    expect(presetFromProject.json().title).toBe(
      "This schedule is a preset shared by the whole company: change it in the company settings",
    );
    expect((await owner.delete(`${projectSchedules}/${preset.id}`)).statusCode).toBe(403);
    expect((await owner.put(`${projectSchedules}/${foreign.id}`, openHours("Mine"))).statusCode).toBe(404);
    expect((await owner.delete(`${projectSchedules}/${foreign.id}`)).statusCode).toBe(404);
    expect((await owner.put(`${presets}/${foreign.id}`, openHours("Mine"))).statusCode).toBe(404);
    expect((await owner.delete(`${presets}/${foreign.id}`)).statusCode).toBe(404);

    for (const planted of [
      await owner.post(presets, { ...openHours("Planted"), projectId }),
      await owner.put(`${presets}/${preset.id}`, { ...openHours("Planted"), projectId }),
    ]) {
      expect(planted.statusCode).toBe(400);
      expect(planted.json()).toMatchObject({
        title: "Add a project's schedule in that project's settings",
        errors: { projectId: ["Add a project's schedule in that project's settings"] },
      });
    }
    expect(await names(presets)).toEqual(["Company spa"]);
    expect(await names(`${tenant.api}/${other}/schedules`)).toEqual(["Fjord spa", "Company spa"]);
  });

  it("hides the schedules of a deleted project and keeps one with bookings", async () => {
    const { owner, tenant, presets, projectSchedules, projectId, create } = await company();
    const spa = await create(projectSchedules, openHours());
    const preset = await create(presets, openHours("Company spa"));
    await insertBooking(
      t.database.db,
      { tenantId: tenant.id, projectId },
      {
        status: "Confirmed",
        seats: 2,
        scheduleId: preset.id,
        startsAt: new Date("2027-06-07T09:00:00Z"),
      },
    );
    const booked = await owner.delete(`${presets}/${preset.id}`);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().title).toBe("The schedule has bookings: it can no longer be deleted");
    expect((await owner.delete(`${tenant.api}/project/${projectId}`)).statusCode).toBe(200);
    expect((await owner.get(projectSchedules)).statusCode).toBe(404);
    const left = await t.database.db.select().from(schedules).where(eq(schedules.tenantId, tenant.id));
    expect(left.map((s) => s.id).sort()).toEqual([spa.id, preset.id].sort());
  });
});

describe("schedules: what a schedule points at", () => {
  it("takes an experience of the project (or of the company for a preset) and nothing else", async () => {
    const { owner, tenant, presets, projectSchedules, projectId, createProject, names } = await company();
    const db = t.database.db;
    const other = await createProject("Fjord");
    const here = await insertExperience(db, { tenantId: tenant.id, projectId }, { name: "Spa day" });
    const there = await insertExperience(
      db,
      { tenantId: tenant.id, projectId: other },
      { name: "Fjord day" },
    );
    const linked = await owner.post(projectSchedules, { ...openHours(), experienceId: here.id });
    expect(linked.json()).toMatchObject({ experienceId: here.id });
    const elsewhere = await owner.post(projectSchedules, { ...openHours("Wrong"), experienceId: there.id });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      title: "The experience is not one of this project's",
      errors: { experienceId: ["The experience is not one of this project's"] },
    });
    expect((await owner.post(presets, { ...openHours("Preset"), experienceId: there.id })).statusCode).toBe(
      201,
    );
    const unknown = await owner.post(presets, { ...openHours("Nope"), experienceId: crypto.randomUUID() });
    expect(unknown.json().title).toBe("The experience is not one of the company's");
    const foreignTenant = await company();
    const theirs = await insertExperience(
      db,
      { tenantId: foreignTenant.tenant.id, projectId: foreignTenant.projectId },
      { name: "Theirs" },
    );
    expect((await owner.post(presets, { ...openHours("Nope"), experienceId: theirs.id })).statusCode).toBe(
      400,
    );
    expect(await names()).toEqual(["Spa", "Preset"]);
  });

  it("takes an asset pool of the project or a shared one, and only a shared one for a preset", async () => {
    const { owner, tenant, presets, projectSchedules, projectId, createProject, names, pool } =
      await company();
    const other = await createProject("Fjord");
    const shared = await pool(`${tenant.api}/assets`, "Guide");
    const own = await pool(`${tenant.api}/${projectId}/assets`, "Kayak");
    const foreign = await pool(`${tenant.api}/${other}/assets`, "Boat");
    expect((await owner.post(projectSchedules, rental(own, "Kayaks"))).statusCode).toBe(201);
    expect((await owner.post(projectSchedules, rental(shared, "Guides"))).statusCode).toBe(201);
    expect((await owner.post(presets, rental(shared, "Guide preset"))).statusCode).toBe(201);
    const cases: [string, object, string][] = [
      [projectSchedules, rental(foreign), "Choose an asset pool of this project or of the company"],
      [
        projectSchedules,
        rental(crypto.randomUUID()),
        "Choose an asset pool of this project or of the company",
      ],
      [presets, rental(own), "A company preset can only use an asset pool shared by the whole company"],
    ];
    for (const [url, body, title] of cases) {
      const refused = await owner.post(url, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ title, errors: { "rule.assetId": [title] } });
    }
    expect(await names()).toEqual(["Guides", "Kayaks", "Guide preset"]);
  });
});

describe("schedules: bad input", () => {
  it("answers with a clear title and changes nothing", async () => {
    const { owner, presets, projectSchedules, names, create, pool, tenant } = await company();
    const existing = await create(projectSchedules, openHours());
    const asset = await pool(`${tenant.api}/assets`);
    const monday = (open: string, close: string) => ({ weekday: "Monday", open, close });
    const cases: [object, string][] = [
      [
        openHours("Spa", { hours: [monday("12:00", "09:00")] }),
        "rule.hours.0.close: Closing must be after opening",
      ],
      [
        openHours("Spa", { hours: [monday("09:00", "09:00")] }),
        "rule.hours.0.close: Closing must be after opening",
      ],
      [openHours("Spa", { hours: [monday("9:00", "12:00")] }), "rule.hours.0.open: Use a time as HH:mm"],
      [openHours("Spa", { hours: [] }), "rule.hours: Give opening hours for at least one weekday"],
      [
        openHours("Spa", { hours: [monday("09:00", "12:00"), monday("11:00", "14:00")] }),
        "The opening hours overlap on Monday",
      ],
      [
        openHours("Spa", { slotMinutes: 240 }),
        "A slot of 240 minutes does not fit in the opening hours on Monday",
      ],
      [openHours("Spa", { capacityPerSlot: 0 }), "rule.capacityPerSlot: The minimum value allowed is 1"],
      [openHours("Spa", { closures: ["2027-02-30"] }), "rule.closures.0: Use a real calendar date"],
      [
        { name: "Rent", rule: { ...rental(asset).rule, minDuration: 5, maxDuration: 2 } },
        "rule.minDuration: The shortest rental cannot be longer than the longest",
      ],
      [{ name: "Rent", rule: { ...rental(asset).rule, durationUnit: "Weeks" } }, "rule.durationUnit: "],
      [{ name: "Rent", rule: { ...rental(asset).rule, assetId: "kayak" } }, "rule.assetId: "],
      [
        { name: "Tours", rule: { kind: "ScheduledEvent", slots: [{ weekday: "Monday", times: [] }] } },
        "rule.slots.0.times: Add at least one start time",
      ],
      [
        {
          name: "Tours",
          rule: {
            kind: "ScheduledEvent",
            slots: [
              { weekday: "Monday", times: ["10:00"] },
              { weekday: "Monday", times: ["12:00"] },
            ],
          },
        },
        "Monday is listed more than once",
      ],
      [{ name: "Odd", rule: { kind: "Weekly" } }, "rule.kind: "],
      [{ ...openHours(), name: " " }, "name: Value is required"],
      [{ ...openHours(), experienceId: "x" }, "experienceId: "],
    ];
    for (const url of [presets, projectSchedules]) {
      for (const [body, title] of cases) {
        const created = await owner.post(url, body);
        expect(created.statusCode, JSON.stringify(body)).toBe(400);
        expect(created.json().title.startsWith(title), `${title} ≠ ${created.json().title}`).toBe(true);
      }
    }
    for (const [body] of cases) {
      expect((await owner.put(`${projectSchedules}/${existing.id}`, body)).statusCode).toBe(400);
    }
    expect((await owner.put(`${projectSchedules}/nope`, openHours())).statusCode).toBe(400);
    expect((await owner.delete(`${presets}/nope`)).statusCode).toBe(400);
    expect((await owner.get(`${presets}?kind=Weekly`)).statusCode).toBe(400);
    expect((await owner.put(`${presets}/${crypto.randomUUID()}`, openHours())).json().title).toBe(
      "Schedule not found",
    );
    expect(await names(presets)).toEqual([]);
    const [stored] = (await owner.get(projectSchedules)).json();
    expect(stored).toMatchObject({ id: existing.id, name: "Spa", rule: { slotMinutes: 60 } });
  });
});

describe("schedules: who may", () => {
  it("lets the project's manager in and keeps hosts and other projects' managers out", async () => {
    const { tenant, presets, projectSchedules, projectId, createProject, names, create } = await company();
    const db = t.database.db;
    const preset = await create(presets, openHours("Company spa"));
    const own = await create(projectSchedules, openHours());
    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    expect((await manager.get(projectSchedules)).statusCode).toBe(200);
    expect((await manager.post(projectSchedules, openHours("Sauna"))).statusCode).toBe(201);
    expect((await manager.get(`${projectSchedules}/${own.id}/slots?date=2027-06-07`)).statusCode).toBe(200);

    const other = await createProject("Fjord");
    const refused = [
      await memberClient(t.app, db, tenant.id, "ApplicationHost"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" }),
      await memberClient(t.app, db, tenant.id, { project: other, role: "ProjectManager" }),
    ];
    for (const client of refused) {
      const get = await client.get(projectSchedules);
      expect(get.statusCode).toBe(403);
      expect(get.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
      expect((await client.post(projectSchedules, openHours("Intruder"))).statusCode).toBe(403);
      expect((await client.put(`${projectSchedules}/${own.id}`, openHours("X"))).statusCode).toBe(403);
      expect((await client.delete(`${projectSchedules}/${own.id}`)).statusCode).toBe(403);
      expect((await client.get(`${projectSchedules}/${own.id}/slots?date=2027-06-07`)).statusCode).toBe(403);
    }
    const host = refused[0]!;
    expect((await host.get(presets)).statusCode).toBe(403);
    expect((await host.post(presets, openHours("Intruder"))).statusCode).toBe(403);
    expect((await host.put(`${presets}/${preset.id}`, openHours("X"))).statusCode).toBe(403);
    expect((await host.delete(`${presets}/${preset.id}`)).statusCode).toBe(403);
    expect(await names()).toEqual(["Sauna", "Spa", "Company spa"]);
  });

  it("needs Basic or higher: no subscription or an expired one gets FeatureAccessDenied", async () => {
    const { owner, tenant, presets, projectSchedules, names, create } = await company();
    const db = t.database.db;
    const own = await create(projectSchedules, openHours());
    for (const [tier, status] of [
      ["Premium", "Expired"],
      [null, null],
    ] as const) {
      if (tier) await setSubscription(db, tenant.id, tier, status);
      else await removeSubscription(db, tenant.id);
      for (const response of [
        await owner.get(presets),
        await owner.post(presets, openHours("More")),
        await owner.get(projectSchedules),
        await owner.post(projectSchedules, openHours("More")),
        await owner.put(`${projectSchedules}/${own.id}`, openHours("More")),
        await owner.delete(`${projectSchedules}/${own.id}`),
        await owner.get(`${projectSchedules}/${own.id}/slots?date=2027-06-07`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe("FeatureAccessDenied");
      }
    }
    await setSubscription(db, tenant.id, "Basic", "Active");
    expect((await owner.post(presets, openHours("Company spa"))).statusCode).toBe(201);
    expect(await names()).toEqual(["Spa", "Company spa"]);
  });

  it("asks for a session and never shows or changes another company's schedules", async () => {
    const victim = await company();
    const preset = await victim.create(victim.presets, openHours("Company spa"));
    const own = await victim.create(victim.projectSchedules, openHours());
    const attacker = await company();
    const anonymous = new TestClient(t.app);
    for (const url of [victim.presets, victim.projectSchedules]) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
      expect((await anonymous.post(url, openHours())).statusCode).toBe(401);
      expect((await anonymous.put(`${url}/${own.id}`, openHours())).statusCode).toBe(401);
      expect((await anonymous.delete(`${url}/${own.id}`)).statusCode).toBe(401);
      expect((await attacker.owner.get(url)).statusCode).toBe(404);
      expect((await attacker.owner.post(url, openHours("Planted"))).statusCode).toBe(404);
      expect((await attacker.owner.post(url, { nonsense: true })).statusCode).toBe(404);
    }
    expect(
      (await anonymous.get(`${victim.projectSchedules}/${own.id}/slots?date=2027-06-07`)).statusCode,
    ).toBe(401);
    expect(
      (await attacker.owner.get(`${victim.projectSchedules}/${own.id}/slots?date=2027-06-07`)).statusCode,
    ).toBe(404);
    expect(
      (await attacker.owner.get(`${attacker.projectSchedules}/${own.id}/slots?date=2027-06-07`)).statusCode,
    ).toBe(404);
    for (const id of [preset.id, own.id]) {
      for (const url of [victim.presets, attacker.presets, attacker.projectSchedules]) {
        expect((await attacker.owner.put(`${url}/${id}`, openHours("Hijacked"))).statusCode).toBe(404);
        expect((await attacker.owner.delete(`${url}/${id}`)).statusCode).toBe(404);
      }
    }
    expect(await victim.names()).toEqual(["Spa", "Company spa"]);
    expect(await attacker.names()).toEqual([]);
  });
});
