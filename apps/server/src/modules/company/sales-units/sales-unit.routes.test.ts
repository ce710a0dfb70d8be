import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient, ownedTenant, removeSubscription, setSubscription } from "../../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const unit = (projectId: string, name = "Front desk") => ({
  projectId,
  name,
  channel: "Kiosk",
  paymentMethods: ["Card"],
  receiptText: "Thank you",
});

async function projectWithOwner() {
  const owned = await ownedTenant(t.app, t.database.db);
  const projectId = await owned.createProject("Harbour");
  const list = async () =>
    (await owned.owner.get(`${owned.tenant.api}/salesunit?projectId=${projectId}`)).json();
  return { ...owned, projectId, list };
}

describe("sales units: create, list, update, delete", () => {
  it("walks a unit through its life for the tenant's owner", async () => {
    const { owner, tenant, projectId, list } = await projectWithOwner();
    const created = await owner.post(`${tenant.api}/salesunit`, unit(projectId));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect(created.json()).toEqual({ id, ...unit(projectId) });
    expect(await list()).toEqual([created.json()]);
    expect((await owner.get(`${tenant.api}/project/${projectId}`)).json().salesUnits).toEqual([
      created.json(),
    ]);

    const updated = await owner.put(`${tenant.api}/salesunit`, {
      ...unit(projectId, "Web shop"),
      id,
      channel: "Web",
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: "Web shop", channel: "Web" });

    const removed = await owner.delete(`${tenant.api}/salesunit/${id}`);
    expect(removed.statusCode).toBe(200);
    expect(await list()).toEqual([]);
    expect((await owner.delete(`${tenant.api}/salesunit/${id}`)).statusCode).toBe(404);
  });

  it("lets the project's manager in and keeps hosts and other projects' managers out", async () => {
    const { owner, tenant, projectId, createProject, list } = await projectWithOwner();
    const other = await createProject("Other Harbour");
    const db = t.database.db;
    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    expect((await manager.post(`${tenant.api}/salesunit`, unit(projectId))).statusCode).toBe(201);

    const existing = (await list())[0].id as string;
    const host = await memberClient(t.app, db, tenant.id, "ApplicationHost");
    const foreignManager = await memberClient(t.app, db, tenant.id, {
      project: other,
      role: "ProjectManager",
    });
    for (const client of [host, foreignManager]) {
      const refused = await client.post(`${tenant.api}/salesunit`, unit(projectId, "Intruder"));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
      expect((await client.get(`${tenant.api}/salesunit?projectId=${projectId}`)).statusCode).toBe(403);
      expect(
        (await client.put(`${tenant.api}/salesunit`, { ...unit(projectId, "X"), id: existing })).statusCode,
      ).toBe(403);
      expect((await client.delete(`${tenant.api}/salesunit/${existing}`)).statusCode).toBe(403);
    }
    const moved = await foreignManager.put(`${tenant.api}/salesunit`, { ...unit(other), id: existing });
    expect(moved.statusCode).toBe(403);
    expect((await list()).map((u: { name: string }) => u.name)).toEqual(["Front desk"]);
    expect((await owner.get(`${tenant.api}/salesunit?projectId=${other}`)).json()).toEqual([]);
  });

  it("refuses invalid input with a title and changes nothing", async () => {
    const { owner, tenant, projectId, list } = await projectWithOwner();
    const noName = await owner.post(`${tenant.api}/salesunit`, { ...unit(projectId), name: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().title).toBe("name: Value is required");
    const badChannel = await owner.post(`${tenant.api}/salesunit`, { ...unit(projectId), channel: "Pigeon" });
    expect(badChannel.statusCode).toBe(400);
    expect(badChannel.json().title).toMatch(/^channel: /);
    const badProject = await owner.post(`${tenant.api}/salesunit`, unit("not-a-uuid"));
    expect(badProject.statusCode).toBe(400);
    const unknownProject = await owner.post(`${tenant.api}/salesunit`, unit(crypto.randomUUID()));
    expect(unknownProject.statusCode).toBe(404);
    expect(unknownProject.json().title).toBe("Project not found");
    expect((await owner.get(`${tenant.api}/salesunit`)).statusCode).toBe(400);
    expect((await owner.delete(`${tenant.api}/salesunit/nope`)).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });
});

describe("sales units: subscription gate", () => {
  it("answers FeatureAccessDenied on an expired subscription or none, and opens on Basic", async () => {
    const { owner, tenant, projectId, list } = await projectWithOwner();
    const db = t.database.db;
    await setSubscription(db, tenant.id, "Trial", "Expired");
    const expired = await owner.post(`${tenant.api}/salesunit`, unit(projectId));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ errorCode: "FeatureAccessDenied" });
    expect(expired.json().title).toBeTruthy();
    expect((await owner.get(`${tenant.api}/salesunit?projectId=${projectId}`)).json().errorCode).toBe(
      "FeatureAccessDenied",
    );

    await removeSubscription(db, tenant.id);
    const none = await owner.post(`${tenant.api}/salesunit`, unit(projectId));
    expect(none.json()).toMatchObject({ status: 403, errorCode: "FeatureAccessDenied" });

    await setSubscription(db, tenant.id, "Basic", "Active");
    expect((await owner.post(`${tenant.api}/salesunit`, unit(projectId))).statusCode).toBe(201);
    expect(await list()).toHaveLength(1);
  });
});

describe("sales units: other tenants", () => {
  it("never reads or touches another tenant's units, and asks for a session", async () => {
    const victim = await projectWithOwner();
    const id = (await victim.owner.post(`${victim.tenant.api}/salesunit`, unit(victim.projectId))).json().id;
    const attacker = await ownedTenant(t.app, t.database.db);
    const paths = [victim.tenant.api, attacker.tenant.api];
    for (const api of paths) {
      expect((await attacker.owner.get(`${api}/salesunit?projectId=${victim.projectId}`)).statusCode).toBe(
        404,
      );
      expect(
        (await attacker.owner.post(`${api}/salesunit`, unit(victim.projectId, "Planted"))).statusCode,
      ).toBe(404);
      const put = await attacker.owner.put(`${api}/salesunit`, { ...unit(victim.projectId, "Hijacked"), id });
      expect(put.statusCode).toBe(404);
      expect((await attacker.owner.delete(`${api}/salesunit/${id}`)).statusCode).toBe(404);
    }
    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.get(`${victim.tenant.api}/salesunit?projectId=${victim.projectId}`)).statusCode,
    ).toBe(401);
    expect((await anonymous.post(`${victim.tenant.api}/salesunit`, unit(victim.projectId))).statusCode).toBe(
      401,
    );
    expect(
      (await anonymous.put(`${victim.tenant.api}/salesunit`, { ...unit(victim.projectId), id })).statusCode,
    ).toBe(401);
    expect((await anonymous.delete(`${victim.tenant.api}/salesunit/${id}`)).statusCode).toBe(401);
    expect(await victim.list()).toEqual([{ id, ...unit(victim.projectId) }]);
  });

  it("hides the units of a deleted project", async () => {
    const { owner, tenant, projectId } = await projectWithOwner();
    const id = (await owner.post(`${tenant.api}/salesunit`, unit(projectId))).json().id;
    expect((await owner.delete(`${tenant.api}/project/${projectId}`)).statusCode).toBe(200);
    expect((await owner.get(`${tenant.api}/salesunit?projectId=${projectId}`)).statusCode).toBe(404);
    expect((await owner.delete(`${tenant.api}/salesunit/${id}`)).statusCode).toBe(404);
  });
});
