import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Hubs } from "../../../realtime/hubs";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin, memberClient, ownedTenant } from "../../../../test/factories";

let t: TestApp;
const updatedUsers: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const recording: Hubs = {
    availabilityChanged() {},
    userUpdated: (userId) => void updatedUsers.push(userId),
    userDeleted() {},
    termsUpdated() {},
    async close() {},
  };
  t.app.hubs = recording;
});
afterAll(async () => t.close());

const update = (id: string, name: string, identifier: string) => ({ id, name, identifier, description: "" });

describe("PUT /{tenant}/api/project", () => {
  it("updates name, identifier and description for the project's administrators", async () => {
    const { tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Old Name");
    const admin = await memberClient(t.app, t.database.db, tenant.id, {
      project: id,
      role: "ProjectAdministrator",
    });
    const response = await admin.put(`${tenant.api}/project`, {
      ...update(id, "New Name", "New Identifier"),
      description: "Boat trips",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: "New Name",
      identifier: "new-identifier",
      description: "Boat trips",
    });
    expect((await admin.get(`${tenant.api}/project/new-identifier`)).json().id).toBe(id);
  });

  it("refuses hosts and other projects' administrators with 403 and changes nothing", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Kept");
    const other = await createProject("Other");
    const db = t.database.db;
    const host = await memberClient(t.app, db, tenant.id, { project: id, role: "ProjectHost" });
    const appHost = await memberClient(t.app, db, tenant.id, "ApplicationHost");
    const otherAdmin = await memberClient(t.app, db, tenant.id, {
      project: other,
      role: "ProjectAdministrator",
    });
    for (const client of [host, appHost, otherAdmin]) {
      const response = await client.put(`${tenant.api}/project`, update(id, "Changed", "changed"));
      expect(response.statusCode).toBe(403);
      expect(response.json().title).toBe("Not authorized");
    }
    expect((await owner.get(`${tenant.api}/project/${id}`)).json()).toMatchObject({
      name: "Kept",
      identifier: "kept",
    });
  });

  it("answers 409 to a taken identifier, 400 to a reserved or invalid one, 404 to an unknown id", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("First", "first");
    await createProject("Second", "second");
    const taken = await owner.put(`${tenant.api}/project`, update(id, "First", "second"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().title).toBe("A project with this identifier already exists");
    const reserved = await owner.put(`${tenant.api}/project`, update(id, "First", "api"));
    expect(reserved.statusCode).toBe(400);
    const badId = await owner.put(`${tenant.api}/project`, update("nope", "First", "first"));
    expect(badId.statusCode).toBe(400);
    expect(badId.json().title).toMatch(/^id: /);
    const unknown = await owner.put(`${tenant.api}/project`, update(crypto.randomUUID(), "X", "x"));
    expect(unknown.statusCode).toBe(404);
    expect((await owner.put(`${tenant.api}/project`, update(id, "First", "first"))).statusCode).toBe(200);
    expect((await owner.get(`${tenant.api}/project/first`)).json().id).toBe(id);
  });

  it("never changes another tenant's project", async () => {
    const victim = await ownedTenant(t.app, t.database.db);
    const id = await victim.createProject("Victim Project");
    const attacker = await ownedTenant(t.app, t.database.db);
    const body = update(id, "Hacked", "hacked");
    expect((await attacker.owner.put(`${attacker.tenant.api}/project`, body)).statusCode).toBe(404);
    expect((await attacker.owner.put(`${victim.tenant.api}/project`, body)).statusCode).toBe(404);
    expect((await new TestClient(t.app).put(`${victim.tenant.api}/project`, body)).statusCode).toBe(401);
    expect((await victim.owner.get(`${victim.tenant.api}/project/${id}`)).json().name).toBe("Victim Project");
  });
});

describe("DELETE /{tenant}/api/project/{id}", () => {
  it("soft-deletes for admins, hides the project, frees its identifier and tells its members", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Short Lived", "short-lived");
    const member = await memberClient(t.app, t.database.db, tenant.id, { project: id, role: "ProjectAgent" });
    const response = await owner.delete(`${tenant.api}/project/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(updatedUsers).toContain(member.userId);
    expect((await owner.get(`${tenant.api}/project`)).json()).toEqual([]);
    expect((await owner.get(`${tenant.api}/project/${id}`)).statusCode).toBe(404);
    expect((await owner.delete(`${tenant.api}/project/${id}`)).statusCode).toBe(404);
    const again = await createProject("Short Lived Again", "short-lived");
    expect(again).not.toBe(id);
  });

  it("lets Application Administrator and Super Admin delete; refuses managers and project administrators", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const db = t.database.db;
    const id = await createProject("Guarded");
    const manager = await memberClient(t.app, db, tenant.id, "ApplicationManager");
    const projectAdmin = await memberClient(t.app, db, tenant.id, {
      project: id,
      role: "ProjectAdministrator",
    });
    for (const client of [manager, projectAdmin]) {
      const refused = await client.delete(`${tenant.api}/project/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await owner.get(`${tenant.api}/project/${id}`)).statusCode).toBe(200);

    const admin = await memberClient(t.app, db, tenant.id, "ApplicationAdministrator");
    expect((await admin.delete(`${tenant.api}/project/${id}`)).statusCode).toBe(200);
    const second = await createProject("Second");
    const superAdmin = await signedInClient(t.app);
    await makeSuperAdmin(db, superAdmin.userId);
    expect((await superAdmin.delete(`${tenant.api}/project/${second}`)).statusCode).toBe(200);
  });

  it("answers 400 to a malformed id and 404/401 to strangers, leaving the project in place", async () => {
    const victim = await ownedTenant(t.app, t.database.db);
    const id = await victim.createProject("Survivor");
    const malformed = await victim.owner.delete(`${victim.tenant.api}/project/survivor`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toBe("id: The project id is not valid");
    const attacker = await ownedTenant(t.app, t.database.db);
    expect((await attacker.owner.delete(`${victim.tenant.api}/project/${id}`)).statusCode).toBe(404);
    expect((await attacker.owner.delete(`${attacker.tenant.api}/project/${id}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).delete(`${victim.tenant.api}/project/${id}`)).statusCode).toBe(401);
    expect((await victim.owner.get(`${victim.tenant.api}/project/${id}`)).statusCode).toBe(200);
  });
});
