import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant, removeSubscription, setSubscription } from "../../../../test/factories";
import { assets, projectActivity, schedules } from "../../../db/schema/catalogue";
import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import { projects } from "../../../db/schema/projects";
import { insertBooking, insertEvent, insertExperience } from "./catalogue-test-rows";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pool = (name = "Super jeep", quantity = 4) => ({ name, quantity, seatsPerUnit: 4, description: "" });

async function company() {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Harbour");
  const tenantAssets = `${owned.tenant.api}/assets`;
  const projectAssets = `${owned.tenant.api}/${projectId}/assets`;
  const names = async (url = tenantAssets) =>
    ((await owned.owner.get(url)).json() as { name: string }[]).map((a) => a.name);
  const create = async (url: string, body: object) => {
    const response = await owned.owner.post(url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; projectId: string | null; name: string };
  };
  return { ...owned, projectId, tenantAssets, projectAssets, names, create };
}

const activityOf = (projectId: string) =>
  t.database.db.select().from(projectActivity).where(eq(projectActivity.projectId, projectId));

describe("assets: pools of the company and of a project", () => {
  it("walks a company-wide pool through its life", async () => {
    const { owner, tenantAssets, names, projectId } = await company();
    const created = await owner.post(tenantAssets, { ...pool(), description: "  Four seats each  " });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({
      id,
      projectId: null,
      name: "Super jeep",
      quantity: 4,
      seatsPerUnit: 4,
      description: "Four seats each",
      usedBy: [],
    });
    const updated = await owner.put(`${tenantAssets}/${id}`, pool("Jeep", 6));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: "Jeep", quantity: 6 });
    expect(await names()).toEqual(["Jeep"]);
    expect((await owner.delete(`${tenantAssets}/${id}`)).json()).toEqual({ ok: true });
    expect(await names()).toEqual([]);
    expect((await owner.delete(`${tenantAssets}/${id}`)).statusCode).toBe(404);
    expect(await activityOf(projectId)).toEqual([]);
  });

  it("keeps a project's pools in it, lists shared ones beside them and records the changes", async () => {
    const { owner, tenant, tenantAssets, projectAssets, projectId, createProject, names, create } =
      await company();
    const other = await createProject("Fjord");
    const shared = await create(tenantAssets, pool("Guide", 10));
    const kayak = await create(projectAssets, { ...pool("Kayak"), projectId: other });
    expect(kayak.projectId).toBe(projectId);
    await create(`${tenant.api}/${other}/assets`, pool("Boat"));
    expect(await names(projectAssets)).toEqual(["Guide", "Kayak"]);
    expect(await names(`${tenant.api}/harbour/assets`)).toEqual(["Guide", "Kayak"]);
    expect(await names()).toEqual(["Boat", "Guide", "Kayak"]);

    const renamed = await owner.put(`${projectAssets}/${kayak.id}`, {
      ...pool("Sea kayak"),
      projectId: other,
    });
    expect(renamed.json()).toMatchObject({ name: "Sea kayak", projectId });
    expect((await owner.delete(`${projectAssets}/${kayak.id}`)).statusCode).toBe(200);
    const activity = await activityOf(projectId);
    expect(activity.map((a) => [a.kind, a.summary]).sort()).toEqual([
      ["AssetSaved", "Added asset “Kayak”"],
      ["AssetSaved", "Changed asset “Sea kayak”"],
      ["AssetSaved", "Deleted asset “Sea kayak”"],
    ]);
    expect(activity.every((a) => a.subjectId === kayak.id && a.userName === "Owner")).toBe(true);

    const sharedFromProject = await owner.put(`${projectAssets}/${shared.id}`, pool("Taken over"));
    expect(sharedFromProject.statusCode).toBe(403);
    expect(sharedFromProject.json().title).toBe(
      "This pool is shared by the whole company: change it in the company settings",
    );
    expect((await owner.delete(`${projectAssets}/${shared.id}`)).statusCode).toBe(403);
    const boat = (await owner.get(`${tenant.api}/${other}/assets`))
      .json()
      .find((a: { name: string }) => a.name === "Boat");
    expect((await owner.put(`${projectAssets}/${boat.id}`, pool("Mine"))).statusCode).toBe(404);
    expect((await owner.delete(`${projectAssets}/${boat.id}`)).statusCode).toBe(404);
    expect(await names()).toEqual(["Boat", "Guide"]);
  });

  it("changes a project's pool from the company settings, but never moves it or adds one there", async () => {
    const { owner, tenantAssets, projectAssets, projectId, createProject, names, create } = await company();
    const other = await createProject("Fjord");
    const kayak = await create(projectAssets, pool("Kayak"));
    const edited = await owner.put(`${tenantAssets}/${kayak.id}`, pool("Kayak two"));
    expect(edited.json()).toMatchObject({ name: "Kayak two", projectId });
    const moved = await owner.put(`${tenantAssets}/${kayak.id}`, { ...pool("Kayak"), projectId: other });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().title).toBe("A pool stays in the project it was made for");
    const planted = await owner.post(tenantAssets, { ...pool("Planted"), projectId });
    expect(planted.statusCode).toBe(400);
    expect(planted.json()).toMatchObject({
      title: "Add a project's pool in that project's settings",
      errors: { projectId: ["Add a project's pool in that project's settings"] },
    });
    expect(await names()).toEqual(["Kayak two"]);
  });

  it("hides the pools of a deleted project", async () => {
    const { owner, tenant, tenantAssets, projectAssets, projectId, names, create } = await company();
    const kayak = await create(projectAssets, pool("Kayak"));
    expect((await owner.delete(`${tenant.api}/project/${projectId}`)).statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect((await owner.put(`${tenantAssets}/${kayak.id}`, pool())).statusCode).toBe(404);
    expect((await owner.get(projectAssets)).statusCode).toBe(404);
  });
});

describe("assets: what uses a pool", () => {
  it("names the experiences that need it and refuses to delete what is used", async () => {
    const { owner, tenant, tenantAssets, projectAssets, projectId, names, create } = await company();
    const db = t.database.db;
    const scope = { tenantId: tenant.id, projectId };
    const jeep = await create(tenantAssets, pool("Jeep"));
    const tour = await insertExperience(db, scope, {
      name: "Highland tour",
      assetNeeds: [{ assetId: jeep.id, quantity: 1, per: "Departure" }],
    });
    expect((await owner.get(tenantAssets)).json()[0].usedBy).toEqual([
      { id: tour.id, tag: tour.tag, name: "Highland tour" },
    ]);
    expect((await owner.get(projectAssets)).json()[0].usedBy).toHaveLength(1);
    const used = await owner.delete(`${tenantAssets}/${jeep.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().title).toBe("The asset is used by experiences: remove it from them first");

    const kayak = await create(projectAssets, pool("Kayak"));
    await db.insert(schedules).values({
      tenantId: tenant.id,
      projectId,
      name: "Kayak rental",
      kind: "AssetType",
      rule: { kind: "AssetType", assetId: kayak.id, durationUnit: "Hours", minDuration: 1, maxDuration: 4 },
    });
    const scheduled = await owner.delete(`${projectAssets}/${kayak.id}`);
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json().title).toBe("The asset is used by schedules: remove it from them first");

    const bike = await create(projectAssets, pool("Bike"));
    await insertBooking(db, scope, {
      status: "Expired",
      assetId: bike.id,
      units: 1,
      startsAt: new Date("2020-01-01T10:00:00Z"),
      endsAt: new Date("2020-01-01T12:00:00Z"),
    });
    const booked = await owner.delete(`${projectAssets}/${bike.id}`);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().title).toBe("The asset has bookings: it can no longer be deleted");
    expect(await names()).toEqual(["Bike", "Jeep", "Kayak"]);
  });

  it("refuses a quantity below what is in use at some future instant, naming the date", async () => {
    const { owner, tenant, projectAssets, projectId, create } = await company();
    const db = t.database.db;
    const scope = { tenantId: tenant.id, projectId };
    const kayak = await create(projectAssets, pool("Kayak", 6));
    const url = `${projectAssets}/${kayak.id}`;
    const day = 24 * 60 * 60 * 1000;
    const start = new Date(Math.ceil(Date.now() / day) * day + 12 * day + 9 * 60 * 60 * 1000);
    await insertBooking(db, scope, {
      status: "Confirmed",
      assetId: kayak.id,
      units: 3,
      startsAt: start,
      endsAt: new Date(start.getTime() + 3 * 60 * 60 * 1000),
    });
    await insertBooking(db, scope, {
      status: "Pending",
      assetId: kayak.id,
      units: 2,
      startsAt: new Date(start.getTime() + 60 * 60 * 1000),
      endsAt: new Date(start.getTime() + 2 * 60 * 60 * 1000),
      expiresAt: new Date(Date.now() + 15 * 60 * 1000),
    });
    await insertBooking(db, scope, {
      status: "Confirmed",
      assetId: kayak.id,
      units: 6,
      startsAt: new Date(Date.now() - 10 * day),
      endsAt: new Date(Date.now() - 9 * day),
    });
    const date = start.toISOString().slice(0, 10);
    const tooFew = await owner.put(url, pool("Kayak", 4));
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json()).toMatchObject({
      title: `5 units are in use on ${date}`,
      errors: { quantity: [`5 units are in use on ${date}`] },
    });
    expect((await owner.get(projectAssets)).json()[0].quantity).toBe(6);
    const enough = await owner.put(url, pool("Kayak", 5));
    expect(enough.statusCode, enough.body).toBe(200);
    expect(enough.json().quantity).toBe(5);
  });

  it("counts departures that need the pool, and names the date in the project's time zone", async () => {
    const { owner, tenant, projectAssets, projectId, create } = await company();
    const db = t.database.db;
    await db.update(projects).set({ timeZone: "Pacific/Auckland" }).where(eq(projects.id, projectId));
    const scope = { tenantId: tenant.id, projectId };
    const jeep = await create(projectAssets, pool("Jeep", 3));
    const tour = await insertExperience(db, scope, {
      name: "Highland tour",
      assetNeeds: [{ assetId: jeep.id, quantity: 2, per: "Departure" }],
    });
    const day = 24 * 60 * 60 * 1000;
    const start = new Date(Math.ceil(Date.now() / day) * day + 20 * day + 13 * 60 * 60 * 1000);
    await insertEvent(db, scope, {
      experienceId: tour.id,
      start,
      end: new Date(start.getTime() + 4 * 60 * 60 * 1000),
      seatsSold: 1,
    });
    const aucklandDate = localDateInZone(start, "Pacific/Auckland");
    expect(aucklandDate).not.toBe(start.toISOString().slice(0, 10));
    const refused = await owner.put(`${projectAssets}/${jeep.id}`, pool("Jeep", 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(`2 units are in use on ${aucklandDate}`);
    expect((await owner.put(`${projectAssets}/${jeep.id}`, pool("Jeep", 2))).statusCode).toBe(200);
  });
});

describe("assets: bad input", () => {
  it("answers with a title per field and changes nothing", async () => {
    const { owner, tenantAssets, projectAssets, names, create } = await company();
    const jeep = await create(tenantAssets, pool("Jeep"));
    const cases: [object, string][] = [
      [{ ...pool(), quantity: -1 }, "quantity: The minimum value allowed is 0"],
      [{ ...pool(), quantity: 1.5 }, "quantity: The minimum value allowed is 0"],
      [{ ...pool(), seatsPerUnit: 0 }, "seatsPerUnit: The minimum value allowed is 1"],
      [{ ...pool(), name: "  " }, "name: Value is required"],
      [{ ...pool(), name: "x".repeat(256) }, "name: You have reached the maximum character limit of 255."],
      [{ ...pool(), projectId: "nope" }, "projectId: "],
      [{ name: "Jeep" }, "quantity: Value is required"],
    ];
    for (const url of [tenantAssets, projectAssets]) {
      for (const [body, title] of cases) {
        const created = await owner.post(url, body);
        expect(created.statusCode, JSON.stringify(body)).toBe(400);
        expect(created.json().title.startsWith(title), created.json().title).toBe(true);
        const updated = await owner.put(`${tenantAssets}/${jeep.id}`, body);
        expect(updated.statusCode).toBe(400);
      }
    }
    expect((await owner.put(`${tenantAssets}/not-an-id`, pool())).statusCode).toBe(400);
    expect((await owner.delete(`${projectAssets}/not-an-id`)).statusCode).toBe(400);
    expect((await owner.put(`${tenantAssets}/${crypto.randomUUID()}`, pool())).json().title).toBe(
      "Asset not found",
    );
    const noProject = await owner.get(projectAssets.replace(/\/[^/]+\/assets$/, "/no-such-project/assets"));
    expect(noProject.json().title).toBe("Project not found");
    expect(await names()).toEqual(["Jeep"]);
    expect((await t.database.db.select().from(assets).where(eq(assets.id, jeep.id)))[0]).toMatchObject({
      name: "Jeep",
      quantity: 4,
    });
  });
});

describe("assets: who may", () => {
  it("lets the project's manager in and keeps hosts and other projects' managers out", async () => {
    const { tenant, tenantAssets, projectAssets, projectId, createProject, names, create } = await company();
    const db = t.database.db;
    const shared = await create(tenantAssets, pool("Guide"));
    const own = await create(projectAssets, pool("Kayak"));
    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    expect((await manager.get(projectAssets)).statusCode).toBe(200);
    expect((await manager.post(projectAssets, pool("Paddle"))).statusCode).toBe(201);

    const other = await createProject("Fjord");
    const foreignManager = await memberClient(t.app, db, tenant.id, {
      project: other,
      role: "ProjectManager",
    });
    const refused = [
      await memberClient(t.app, db, tenant.id, "ApplicationHost"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" }),
      foreignManager,
    ];
    for (const client of refused) {
      const get = await client.get(projectAssets);
      expect(get.statusCode).toBe(403);
      expect(get.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
      expect((await client.post(projectAssets, pool("Intruder"))).statusCode).toBe(403);
      expect((await client.put(`${projectAssets}/${own.id}`, pool("X"))).statusCode).toBe(403);
      expect((await client.delete(`${projectAssets}/${own.id}`)).statusCode).toBe(403);
    }
    const host = refused[0]!;
    expect((await host.get(tenantAssets)).statusCode).toBe(403);
    expect((await host.post(tenantAssets, pool("Intruder"))).statusCode).toBe(403);
    expect((await host.put(`${tenantAssets}/${shared.id}`, pool("X"))).statusCode).toBe(403);
    expect((await host.delete(`${tenantAssets}/${shared.id}`)).statusCode).toBe(403);
    // A manager of another project passes the company section, but not for this project's pool.
    expect((await foreignManager.put(`${tenantAssets}/${own.id}`, pool("X"))).statusCode).toBe(403);
    expect((await foreignManager.delete(`${tenantAssets}/${own.id}`)).statusCode).toBe(403);
    expect(await names()).toEqual(["Guide", "Kayak", "Paddle"]);
  });

  it("needs Standard or Premium: Basic and no subscription get FeatureAccessDenied", async () => {
    const { owner, tenant, tenantAssets, projectAssets, names, create } = await company();
    const db = t.database.db;
    const jeep = await create(tenantAssets, pool("Jeep"));
    for (const [tier, status] of [
      ["Basic", "Active"],
      ["Standard", "Expired"],
      [null, null],
    ] as const) {
      if (tier) await setSubscription(db, tenant.id, tier, status);
      else await removeSubscription(db, tenant.id);
      for (const response of [
        await owner.get(tenantAssets),
        await owner.post(tenantAssets, pool("More")),
        await owner.put(`${tenantAssets}/${jeep.id}`, pool("More")),
        await owner.delete(`${tenantAssets}/${jeep.id}`),
        await owner.get(projectAssets),
        await owner.post(projectAssets, pool("More")),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().errorCode).toBe("FeatureAccessDenied");
      }
    }
    await setSubscription(db, tenant.id, "Standard", "Active");
    expect((await owner.post(projectAssets, pool("Kayak"))).statusCode).toBe(201);
    expect(await names()).toEqual(["Jeep", "Kayak"]);
  });

  it("asks for a session and never shows or changes another company's pools", async () => {
    const victim = await company();
    const shared = await victim.create(victim.tenantAssets, pool("Jeep"));
    const own = await victim.create(victim.projectAssets, pool("Kayak"));
    const attacker = await company();
    const anonymous = new TestClient(t.app);
    for (const url of [victim.tenantAssets, victim.projectAssets]) {
      expect((await anonymous.get(url)).statusCode).toBe(401);
      expect((await anonymous.post(url, pool())).statusCode).toBe(401);
      expect((await anonymous.put(`${url}/${own.id}`, pool())).statusCode).toBe(401);
      expect((await anonymous.delete(`${url}/${own.id}`)).statusCode).toBe(401);
      expect((await attacker.owner.get(url)).statusCode).toBe(404);
      expect((await attacker.owner.post(url, pool("Planted"))).statusCode).toBe(404);
      expect((await attacker.owner.post(url, { nonsense: true })).statusCode).toBe(404);
    }
    const attackerProject = `${attacker.tenant.api}/${victim.projectId}/assets`;
    expect((await attacker.owner.get(attackerProject)).statusCode).toBe(404);
    for (const id of [shared.id, own.id]) {
      for (const url of [victim.tenantAssets, attacker.tenantAssets, attacker.projectAssets]) {
        expect((await attacker.owner.put(`${url}/${id}`, pool("Hijacked"))).statusCode).toBe(404);
        expect((await attacker.owner.delete(`${url}/${id}`)).statusCode).toBe(404);
      }
    }
    expect(await victim.names()).toEqual(["Jeep", "Kayak"]);
    expect(await attacker.names()).toEqual([]);
  });
});
