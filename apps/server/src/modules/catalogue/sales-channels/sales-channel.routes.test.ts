import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant, removeSubscription, setSubscription } from "../../../../test/factories";
import { insertExperience } from "../assets/catalogue-test-rows";
import { enabledChannels } from "./sales-channel.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const everyChannel = ["Public", "Web", "Kiosk", "Private", "Agent"];

async function company() {
  const owned = await ownedTenant(t.app, t.database.db);
  const url = `${owned.tenant.api}/sales-channels`;
  const read = async () => (await owned.owner.get(url)).json();
  return { ...owned, url, read };
}

describe("sales channels: read and save", () => {
  it("starts with every channel and saves a new list in the enum's order, without repeats", async () => {
    const { owner, tenant, url, read } = await company();
    expect(await read()).toEqual({ enabled: everyChannel, experiencesUsingDisabled: [] });
    const saved = await owner.put(url, { enabled: ["Web", "Public", "Web"] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ enabled: ["Public", "Web"], experiencesUsingDisabled: [] });
    expect((await read()).enabled).toEqual(["Public", "Web"]);
    expect(await enabledChannels(t.database.db, tenant.id)).toEqual(["Public", "Web"]);
  });

  it("allows switching off a channel published experiences use, and names them", async () => {
    const { owner, tenant, url, read, createProject } = await company();
    const db = t.database.db;
    const projectId = await createProject("Glacier");
    const scope = { tenantId: tenant.id, projectId };
    const kiosk = await insertExperience(db, scope, { name: "Ice cave", channels: ["Public", "Kiosk"] });
    await insertExperience(db, scope, { name: "Draft walk", status: "Draft", channels: ["Kiosk"] });
    await insertExperience(db, scope, { name: "Web only", channels: ["Web"] });
    const gone = await createProject("Closed site");
    await insertExperience(
      db,
      { tenantId: tenant.id, projectId: gone },
      { name: "Old", channels: ["Kiosk"] },
    );
    expect((await owner.delete(`${tenant.api}/project/${gone}`)).statusCode).toBe(200);

    const saved = await owner.put(url, { enabled: ["Public", "Web"] });
    expect(saved.statusCode).toBe(200);
    const expected = {
      enabled: ["Public", "Web"],
      experiencesUsingDisabled: [
        { id: kiosk.id, tag: kiosk.tag, name: "Ice cave", disabledChannels: ["Kiosk"] },
      ],
    };
    expect(saved.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it("refuses an empty or unknown list and keeps the saved one", async () => {
    const { owner, url, read } = await company();
    await owner.put(url, { enabled: ["Agent"] });
    const empty = await owner.put(url, { enabled: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      title: "Enable at least one sales channel",
      errors: { enabled: ["Enable at least one sales channel"] },
    });
    const unknown = await owner.put(url, { enabled: ["Pigeon"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().title).toMatch(/^enabled\.0: /);
    expect((await owner.put(url, {})).statusCode).toBe(400);
    expect((await owner.put(url, { enabled: "Web" })).statusCode).toBe(400);
    expect((await read()).enabled).toEqual(["Agent"]);
  });
});

describe("sales channels: who may", () => {
  it("lets managers in and keeps hosts and agents out", async () => {
    const { tenant, url, read, createProject } = await company();
    const db = t.database.db;
    const manager = await memberClient(t.app, db, tenant.id, "ApplicationManager");
    expect((await manager.get(url)).statusCode).toBe(200);
    expect((await manager.put(url, { enabled: ["Web"] })).statusCode).toBe(200);
    const projectId = await createProject("Harbour");
    const refused = [
      await memberClient(t.app, db, tenant.id, "ApplicationHost"),
      await memberClient(t.app, db, tenant.id, "ApplicationAgent"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" }),
    ];
    for (const client of refused) {
      const get = await client.get(url);
      expect(get.statusCode).toBe(403);
      expect(get.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
      expect((await client.put(url, { enabled: ["Public"] })).statusCode).toBe(403);
    }
    expect((await read()).enabled).toEqual(["Web"]);
  });

  it("needs Basic or higher: no subscription or an expired one gets FeatureAccessDenied", async () => {
    const { owner, tenant, url, read } = await company();
    const db = t.database.db;
    await removeSubscription(db, tenant.id);
    for (const response of [await owner.get(url), await owner.put(url, { enabled: ["Web"] })]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().errorCode).toBe("FeatureAccessDenied");
    }
    await setSubscription(db, tenant.id, "Basic", "Expired");
    expect((await owner.put(url, { enabled: ["Web"] })).json().errorCode).toBe("FeatureAccessDenied");
    await setSubscription(db, tenant.id, "Basic", "Active");
    expect((await owner.put(url, { enabled: ["Web"] })).statusCode).toBe(200);
    expect((await read()).enabled).toEqual(["Web"]);
  });

  it("asks for a session and hides one company's channels from another", async () => {
    const victim = await company();
    await victim.owner.put(victim.url, { enabled: ["Private"] });
    const attacker = await company();
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(victim.url)).statusCode).toBe(401);
    expect((await anonymous.put(victim.url, { enabled: ["Web"] })).statusCode).toBe(401);
    const read = await attacker.owner.get(victim.url);
    expect(read.statusCode).toBe(404);
    expect(read.json().title).toBe("Tenant not found");
    expect((await attacker.owner.put(victim.url, { enabled: ["Web"] })).statusCode).toBe(404);
    expect((await attacker.owner.put(victim.url, { enabled: [] })).statusCode).toBe(404);
    expect((await victim.read()).enabled).toEqual(["Private"]);
    expect((await attacker.read()).enabled).toEqual(everyChannel);
  });
});
