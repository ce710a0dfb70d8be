import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import { memberClient } from "../../../../test/factories";
import { activityOf, projectWithOwner, shortForm, tinyPng, uploadFile } from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every call on one experience, with what the caller sends. */
function calls(url: string, id: string) {
  return [
    ["GET", url, undefined],
    ["POST", url, shortForm("Planted")],
    ["GET", `${url}/${id}`, undefined],
    ["GET", `${url}/by-tag/glacier-walk`, undefined],
    ["PUT", `${url}/${id}`, shortForm("Hijacked")],
    ["POST", `${url}/${id}/duplicate`, {}],
    ["POST", `${url}/${id}/archive`, {}],
    ["DELETE", `${url}/${id}`, undefined],
  ] as const;
}

const writes = new Set(["POST", "PUT", "DELETE"]);

describe("experiences: who may call", () => {
  it("asks for a session, before looking at the body", async () => {
    const { url, create, list } = await projectWithOwner(t);
    const { id } = await create();
    const anonymous = new TestClient(t.app);
    for (const [method, path, body] of calls(url, id)) {
      const response = await anonymous.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await anonymous.request("PUT", `${url}/${id}`, { nonsense: true })).statusCode).toBe(401);
    expect((await uploadFile(anonymous, `${url}/images`, tinyPng)).statusCode).toBe(401);
    expect(await list()).toHaveLength(1);
  });

  it("lets a project host read but not write, and a project manager write", async () => {
    const { owner, tenant, projectId, url, create, list } = await projectWithOwner(t);
    const db = t.database.db;
    const { id } = await create();
    const host = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectHost" });
    for (const [method, path, body] of calls(url, id)) {
      const response = await host.request(method, path, body);
      if (writes.has(method)) {
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json()).toMatchObject({ title: "Not authorized", errorCode: "NotAuthorized" });
      } else expect(response.statusCode, `${method} ${path}`).toBe(200);
    }
    expect((await host.request("PUT", `${url}/${id}`, { nonsense: true })).statusCode).toBe(403);
    expect((await uploadFile(host, `${url}/images`, tinyPng)).statusCode).toBe(403);
    expect(await list()).toMatchObject([{ id, status: "Draft", name: { EN: "Glacier walk" } }]);

    const manager = await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" });
    const created = await manager.post(url, shortForm("Manager's tour"));
    expect(created.statusCode).toBe(201);
    expect((await manager.put(`${url}/${id}`, shortForm("Renamed"))).statusCode).toBe(200);
    expect((await activityOf(db, projectId)).map((a) => a.userName)).toEqual([
      "Owner",
      "ProjectManager",
      "ProjectManager",
    ]);
    expect((await owner.get(url)).json()).toHaveLength(2);
  });

  it("refuses a member of the company in a project where they hold no role", async () => {
    const { tenant, projectId, createProject, url, create } = await projectWithOwner(t);
    const { id } = await create();
    const elsewhere = await createProject("Elsewhere");
    const outsider = await memberClient(t.app, t.database.db, tenant.id, {
      project: elsewhere,
      role: "ProjectAdministrator",
    });
    for (const [method, path, body] of calls(url, id)) {
      const response = await outsider.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await uploadFile(outsider, `${url}/images`, tinyPng)).statusCode).toBe(403);
    const byId = `${tenant.api}/${projectId}/experiences/${id}`;
    expect((await outsider.get(byId)).statusCode).toBe(403);
  });
});

describe("experiences: other tenants", () => {
  it("answers 404 to another company's owner and changes nothing", async () => {
    const victim = await projectWithOwner(t);
    const experience = await victim.create();
    const attacker = await projectWithOwner(t);
    const attackerProject = `${attacker.tenant.api}/${attacker.identifier}/experiences`;
    const targets = [
      // The victim's own addresses: the tenant is not the caller's.
      victim.url,
      // The caller's tenant with the victim's project, by identifier and by id.
      `${attacker.tenant.api}/${victim.identifier}/experiences`,
      `${attacker.tenant.api}/${victim.projectId}/experiences`,
    ];
    for (const url of targets) {
      for (const [method, path, body] of calls(url, experience.id)) {
        const response = await attacker.owner.request(method, path, body);
        expect(response.statusCode, `${method} ${path}`).toBe(404);
      }
      expect((await uploadFile(attacker.owner, `${url}/images`, tinyPng)).statusCode).toBe(404);
    }
    // The caller's own project with the victim's experience id.
    const own = `${attackerProject}/${experience.id}`;
    const byId = [
      ["GET", own, undefined],
      ["PUT", own, shortForm("Hijacked")],
      ["POST", `${own}/duplicate`, {}],
      ["POST", `${own}/archive`, {}],
      ["DELETE", own, undefined],
    ] as const;
    for (const [method, path, body] of byId) {
      const response = await attacker.owner.request(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().title).toBe("Experience not found");
    }
    expect((await attacker.owner.get(`${attackerProject}/by-tag/glacier-walk`)).statusCode).toBe(404);
    expect(await attacker.list()).toEqual([]);
    expect(await victim.list()).toMatchObject([
      { id: experience.id, name: { EN: "Glacier walk" }, status: "Draft" },
    ]);
    expect(await activityOf(t.database.db, victim.projectId)).toHaveLength(1);
  });
});
