import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin, memberClient, ownedTenant } from "../../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("GET /{tenant}/api/project", () => {
  it("lists every project for tenant roles and Super Admin, only their own for project roles", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const first = await createProject("Glacier Walks");
    await createProject("Whale Watching");
    const host = await memberClient(t.app, t.database.db, tenant.id, { project: first, role: "ProjectHost" });
    const manager = await memberClient(t.app, t.database.db, tenant.id, "ApplicationManager");
    const superAdmin = await signedInClient(t.app);
    await makeSuperAdmin(t.database.db, superAdmin.userId);

    const all = await owner.get(`${tenant.api}/project`);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((p: { name: string }) => p.name)).toEqual(["Glacier Walks", "Whale Watching"]);
    expect((await manager.get(`${tenant.api}/project`)).json()).toHaveLength(2);
    expect((await superAdmin.get(`${tenant.api}/project`)).json()).toHaveLength(2);

    const own = (await host.get(`${tenant.api}/project`)).json();
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: first, identifier: "glacier-walks", salesUnits: [], image: null });
    const staff = own[0].staff as { userId: string; roles: string[] }[];
    expect(staff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: owner.userId, roles: ["Owner"] }),
        expect.objectContaining({ userId: host.userId, roles: ["ProjectHost"] }),
      ]),
    );
    expect(Object.keys(own[0]).sort()).toEqual(
      [
        "createdAt",
        "description",
        "id",
        "identifier",
        "image",
        "name",
        "salesUnits",
        "staff",
        "timeZone",
      ].sort(),
    );
  });

  it("answers 401 without a session and 404 to another tenant's user", async () => {
    const { tenant, createProject } = await ownedTenant(t.app, t.database.db);
    await createProject("Secret Tours");
    expect((await new TestClient(t.app).get(`${tenant.api}/project`)).statusCode).toBe(401);
    const stranger = await ownedTenant(t.app, t.database.db);
    const response = await stranger.owner.get(`${tenant.api}/project`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("Secret Tours");
  });
});

describe("GET /{tenant}/api/project/{id}", () => {
  it("finds a project by uuid or identifier", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Northern Lights", "aurora");
    const byId = await owner.get(`${tenant.api}/project/${id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ id, identifier: "aurora", name: "Northern Lights" });
    expect((await owner.get(`${tenant.api}/project/aurora`)).json().id).toBe(id);
    expect((await owner.get(`${tenant.api}/project/AURORA`)).json().id).toBe(id);
  });

  it("answers 400 to a malformed reference, 404 to an absent one and 403 to one the caller may not see", async () => {
    const { tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const visible = await createProject("Visible");
    await createProject("Hidden");
    const host = await memberClient(t.app, t.database.db, tenant.id, {
      project: visible,
      role: "ProjectHost",
    });

    const malformed = await host.get(`${tenant.api}/project/not_an.identifier`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().title).toMatch(/letters, digits and hyphens/);
    const absent = await host.get(`${tenant.api}/project/nothing-here`);
    expect(absent.statusCode).toBe(404);
    expect(absent.json().title).toBe("Project not found");
    const hidden = await host.get(`${tenant.api}/project/hidden`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().title).toBe("Not authorized");
    expect((await host.get(`${tenant.api}/project/visible`)).statusCode).toBe(200);
  });

  it("never shows another tenant's project", async () => {
    const victim = await ownedTenant(t.app, t.database.db);
    const id = await victim.createProject("Private Project");
    const attacker = await ownedTenant(t.app, t.database.db);
    expect((await attacker.owner.get(`${victim.tenant.api}/project/${id}`)).statusCode).toBe(404);
    const viaOwnTenant = await attacker.owner.get(`${attacker.tenant.api}/project/${id}`);
    expect(viaOwnTenant.statusCode).toBe(404);
    expect(viaOwnTenant.body).not.toContain("Private Project");
    expect((await new TestClient(t.app).get(`${victim.tenant.api}/project/${id}`)).statusCode).toBe(401);
  });
});

describe("POST /{tenant}/api/project", () => {
  it("creates a project with an identifier derived from its name", async () => {
    const { owner, tenant } = await ownedTenant(t.app, t.database.db);
    const response = await owner.post(`${tenant.api}/project`, { Name: "Summer Tours 2026!" });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(["id"]);
    const project = (await owner.get(`${tenant.api}/project/${response.json().id}`)).json();
    expect(project).toMatchObject({ identifier: "summer-tours-2026", name: "Summer Tours 2026!" });
  });

  it("lets Owner, Application Administrator, Application Manager and Super Admin create; refuses others", async () => {
    const { tenant } = await ownedTenant(t.app, t.database.db);
    const db = t.database.db;
    for (const role of ["ApplicationAdministrator", "ApplicationManager"] as const) {
      const client = await memberClient(t.app, db, tenant.id, role);
      expect((await client.post(`${tenant.api}/project`, { Name: `By ${role}` })).statusCode).toBe(201);
    }
    const superAdmin = await signedInClient(t.app);
    await makeSuperAdmin(db, superAdmin.userId);
    expect((await superAdmin.post(`${tenant.api}/project`, { Name: "By Super Admin" })).statusCode).toBe(201);

    const host = await memberClient(t.app, db, tenant.id, "ApplicationHost");
    const refused = await host.post(`${tenant.api}/project`, { Name: "By Host" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe("Not authorized");
    const projectAdmin = await memberClient(t.app, db, tenant.id, {
      project: (await host.get(`${tenant.api}/project`)).json()[0].id,
      role: "ProjectAdministrator",
    });
    expect((await projectAdmin.post(`${tenant.api}/project`, { Name: "By PA" })).statusCode).toBe(403);
    const names = (await host.get(`${tenant.api}/project`)).json().map((p: { name: string }) => p.name);
    expect(names).not.toContain("By Host");
    expect(names).not.toContain("By PA");
  });

  it("refuses reserved, empty and taken identifiers with a title and creates nothing", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    await createProject("Existing", "tours");
    const reserved = await owner.post(`${tenant.api}/project`, { Name: "Settings" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().title).toBe("This identifier is reserved. Please choose another one.");
    const empty = await owner.post(`${tenant.api}/project`, { Name: "!!!" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe("The identifier must contain at least one letter or digit");
    const taken = await owner.post(`${tenant.api}/project`, { Name: "Other", identifier: "Tours" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().title).toBe("A project with this identifier already exists");
    const noName = await owner.post(`${tenant.api}/project`, { Name: "  " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().title).toBe("Name: Value is required");
    expect((await owner.get(`${tenant.api}/project`)).json()).toHaveLength(1);
  });

  it("lets exactly one of several simultaneous creations take an identifier", async () => {
    const { owner, tenant } = await ownedTenant(t.app, t.database.db);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        owner.post(`${tenant.api}/project`, { Name: `Race ${i}`, identifier: "race" }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect((await owner.get(`${tenant.api}/project`)).json()).toHaveLength(1);
  });

  it("takes the tenant from the path, never from the body, and refuses strangers", async () => {
    const victim = await ownedTenant(t.app, t.database.db);
    const attacker = await ownedTenant(t.app, t.database.db);
    const sneaky = await attacker.owner.post(`${attacker.tenant.api}/project`, {
      Name: "Sneaky",
      tenantId: victim.tenant.id,
    });
    expect(sneaky.statusCode).toBe(201);
    expect((await attacker.owner.get(`${attacker.tenant.api}/project`)).json()).toHaveLength(1);
    const direct = await attacker.owner.post(`${victim.tenant.api}/project`, { Name: "Planted" });
    expect(direct.statusCode).toBe(404);
    expect(await new TestClient(t.app).post(`${victim.tenant.api}/project`, { Name: "Anon" })).toMatchObject({
      statusCode: 401,
    });
    expect((await victim.owner.get(`${victim.tenant.api}/project`)).json()).toEqual([]);
  });
});
