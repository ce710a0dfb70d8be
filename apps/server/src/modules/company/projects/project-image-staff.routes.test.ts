import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";
import type { ProjectStaffPerson } from "@stund/shared/contracts/staff";
import { addProjectRole, memberClient, ownedTenant } from "../../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from("not really pixels, but the signature is what is checked"),
]);

function upload(client: TestClient, url: string, bytes: Buffer) {
  const boundary = "----stund-test-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="picture.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request("POST", url, body, {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
}

describe("POST /{tenant}/api/project/image and DELETE /{tenant}/api/project/image/{id}", () => {
  it("stores an image, replaces the old one and removes it", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Pictured");
    const first = await upload(owner, `${tenant.api}/project/image?id=${id}`, png);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<{ image: string }>().image;
    expect(firstUrl).toMatch(/^\/files\//);
    expect((await owner.get(firstUrl)).statusCode).toBe(200);

    const second = await upload(owner, `${tenant.api}/project/image?id=${id}`, png);
    const secondUrl = second.json<{ image: string }>().image;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await owner.get(firstUrl)).statusCode).toBe(404);
    expect((await owner.get(`${tenant.api}/project/${id}`)).json().image).toBe(secondUrl);

    const removed = await owner.delete(`${tenant.api}/project/image/${id}`);
    expect(removed.statusCode).toBe(200);
    expect((await owner.get(secondUrl)).statusCode).toBe(404);
    expect((await owner.get(`${tenant.api}/project/${id}`)).json().image).toBeNull();
  });

  it("refuses a file that is not an image, and a missing or malformed project id", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Strict");
    const text = await upload(owner, `${tenant.api}/project/image?id=${id}`, Buffer.from("hello"));
    expect(text.statusCode).toBe(400);
    expect(text.json().title).toBe("The file is not a PNG, JPEG, GIF or WebP image");
    const noId = await upload(owner, `${tenant.api}/project/image`, png);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().title).toMatch(/^id: /);
    expect((await owner.get(`${tenant.api}/project/${id}`)).json().image).toBeNull();
  });

  it("refuses hosts with 403 and strangers with 404/401, leaving the image alone", async () => {
    const victim = await ownedTenant(t.app, t.database.db);
    const id = await victim.createProject("Guarded Image");
    const original = (await upload(victim.owner, `${victim.tenant.api}/project/image?id=${id}`, png)).json()
      .image;
    const host = await memberClient(t.app, t.database.db, victim.tenant.id, "ApplicationHost");
    const refused = await upload(host, `${victim.tenant.api}/project/image?id=${id}`, png);
    expect(refused.statusCode).toBe(403);
    expect((await host.delete(`${victim.tenant.api}/project/image/${id}`)).statusCode).toBe(403);

    const attacker = await ownedTenant(t.app, t.database.db);
    expect(
      (await upload(attacker.owner, `${victim.tenant.api}/project/image?id=${id}`, png)).statusCode,
    ).toBe(404);
    expect(
      (await upload(attacker.owner, `${attacker.tenant.api}/project/image?id=${id}`, png)).statusCode,
    ).toBe(404);
    expect((await attacker.owner.delete(`${attacker.tenant.api}/project/image/${id}`)).statusCode).toBe(404);
    expect(
      (await upload(new TestClient(t.app), `${victim.tenant.api}/project/image?id=${id}`, png)).statusCode,
    ).toBe(401);
    expect((await new TestClient(t.app).delete(`${victim.tenant.api}/project/image/${id}`)).statusCode).toBe(
      401,
    );
    expect((await victim.owner.get(`${victim.tenant.api}/project/${id}`)).json().image).toBe(original);
  });
});

describe("GET /{tenant}/api/project/staff", () => {
  it("lists company-level people with their company role and the project's members with their roles", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const db = t.database.db;
    const id = await createProject("Staffed");
    const other = await createProject("Elsewhere");
    const manager = await memberClient(t.app, db, tenant.id, "ApplicationManager");
    const agent = await memberClient(t.app, db, tenant.id, { project: id, role: "ProjectAgent" });
    await addProjectRole(db, tenant.id, other, agent.userId, "ProjectAdministrator");
    const outsider = await memberClient(t.app, db, tenant.id, { project: other, role: "ProjectHost" });

    const response = await manager.get(`${tenant.api}/project/staff?projectId=${id}`);
    expect(response.statusCode).toBe(200);
    const staff = response.json<ProjectStaffPerson[]>();
    expect(staff.map((s) => s.name)).toEqual(["ApplicationManager", "Owner", "ProjectAgent"]);
    expect(staff.find((s) => s.userId === agent.userId)).toEqual({
      userId: agent.userId,
      name: "ProjectAgent",
      email: agent.email,
      image: null,
      tenantRole: null,
      projectRoles: ["ProjectAgent"],
      roles: ["ProjectAgent"],
      lastSignInAt: expect.any(String),
      isYou: false,
    });
    expect(staff.find((s) => s.userId === owner.userId)).toMatchObject({
      tenantRole: "Owner",
      projectRoles: [],
      roles: ["Owner"],
    });
    expect(staff.find((s) => s.userId === manager.userId)).toMatchObject({ isYou: true });
    expect(staff.some((s) => s.userId === outsider.userId)).toBe(false);

    const found = await manager.get(`${tenant.api}/project/staff?projectId=${id}&search=projectag`);
    expect(found.json<ProjectStaffPerson[]>().map((s) => s.userId)).toEqual([agent.userId]);
  });

  it("opens a project's staff to its own administrator only", async () => {
    const { tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const db = t.database.db;
    const id = await createProject("Mine");
    const other = await createProject("Theirs");
    const administrator = await memberClient(t.app, db, tenant.id, {
      project: id,
      role: "ProjectAdministrator",
    });
    expect((await administrator.get(`${tenant.api}/project/staff?projectId=${id}`)).statusCode).toBe(200);
    const refused = await administrator.get(`${tenant.api}/project/staff?projectId=${other}`);
    expect(refused.statusCode).toBe(403);
    const guide = await memberClient(t.app, db, tenant.id, { project: id, role: "ProjectHost" });
    expect((await guide.get(`${tenant.api}/project/staff?projectId=${id}`)).statusCode).toBe(403);
  });

  it("answers 403 to hosts, 400 to a bad id, 404 to strangers and 401 without a session", async () => {
    const { tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Private Staff");
    const host = await memberClient(t.app, t.database.db, tenant.id, "ApplicationHost");
    const refused = await host.get(`${tenant.api}/project/staff?projectId=${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe("Not authorized");
    const bad = await host.get(`${tenant.api}/project/staff?projectId=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().title).toBe("projectId: The project id is not valid");
    const attacker = await ownedTenant(t.app, t.database.db);
    expect((await attacker.owner.get(`${tenant.api}/project/staff?projectId=${id}`)).statusCode).toBe(404);
    const viaOwn = await attacker.owner.get(`${attacker.tenant.api}/project/staff?projectId=${id}`);
    expect(viaOwn.statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`${tenant.api}/project/staff?projectId=${id}`)).statusCode).toBe(
      401,
    );
  });
});
