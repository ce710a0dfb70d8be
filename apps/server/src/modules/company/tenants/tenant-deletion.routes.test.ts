import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  addTenantMember,
  createTenantAs,
  makeSuperAdmin,
  tinyPng,
  uploadFile,
} from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
let superAdmin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInClient(t.app, "Super Admin");
  await makeSuperAdmin(t.app.db, admin.userId);
  superAdmin = admin;
});
afterAll(async () => t.close());

async function scene() {
  const owner = await signedInClient(t.app);
  const tenant = await createTenantAs(owner);
  const administrator = await signedInClient(t.app);
  await addTenantMember(t.app.db, tenant.id, administrator.userId, "ApplicationAdministrator");
  const stranger = await signedInClient(t.app);
  await createTenantAs(stranger);
  return { owner, tenant, administrator, stranger, base: `/${tenant.identifier}/api/tenants` };
}

describe("DELETE /{tenant}/api/tenants", () => {
  it("refuses anyone but the Owner and keeps the company", async () => {
    const s = await scene();
    expect((await new TestClient(t.app).delete(s.base)).statusCode).toBe(401);
    const forbidden = await s.administrator.delete(s.base);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe("Not authorized");
    expect((await s.stranger.delete(s.base)).statusCode).toBe(404);
    expect((await s.owner.get(`${s.base}/current`)).json().isDeleted).toBe(false);
  });

  it("hides the company from its members but not from a Super Admin", async () => {
    const s = await scene();
    const userUpdated = vi.spyOn(t.app.hubs, "userUpdated");
    const response = await s.owner.delete(s.base);
    expect(response.statusCode).toBe(200);
    expect(userUpdated).toHaveBeenCalledWith(s.owner.userId);
    expect(userUpdated).toHaveBeenCalledWith(s.administrator.userId);
    userUpdated.mockRestore();
    expect((await s.owner.get("/api/tenants")).json()).toEqual([]);
    expect((await s.owner.get(`${s.base}/current`)).statusCode).toBe(404);
    expect((await s.administrator.get(`/api/tenants/${s.tenant.id}`)).statusCode).toBe(404);
    const seen = await superAdmin.get(`/api/tenants/${s.tenant.id}`);
    expect(seen.json<Tenant>()).toMatchObject({ id: s.tenant.id, isDeleted: true });
  });

  it("lets a Super Admin delete any company", async () => {
    const s = await scene();
    expect((await superAdmin.delete(s.base)).statusCode).toBe(200);
    expect((await s.owner.get(`/api/tenants/${s.tenant.id}`)).statusCode).toBe(404);
  });
});

describe("DELETE /{tenant}/api/tenants/deletePermanently", () => {
  it("refuses a wrong or missing identifier and keeps the company", async () => {
    const s = await scene();
    const wrong = await s.owner.delete(`${s.base}/deletePermanently`, { identifier: "something-else" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe("The identifier does not match this company");
    const missing = await s.owner.delete(`${s.base}/deletePermanently`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.identifier).toBeTruthy();
    expect((await s.owner.get(`${s.base}/current`)).statusCode).toBe(200);
  });

  it("refuses anyone but the Owner and keeps the company", async () => {
    const s = await scene();
    const body = { identifier: s.tenant.identifier };
    expect((await new TestClient(t.app).delete(`${s.base}/deletePermanently`, body)).statusCode).toBe(401);
    expect((await s.administrator.delete(`${s.base}/deletePermanently`, body)).statusCode).toBe(403);
    expect((await s.stranger.delete(`${s.base}/deletePermanently`, body)).statusCode).toBe(404);
    expect((await s.owner.get(`${s.base}/current`)).statusCode).toBe(200);
  });

  it("removes the company, its memberships and its files", async () => {
    const s = await scene();
    const logo = (await uploadFile(s.owner, `${s.base}/logo`, tinyPng())).json<Tenant>().logo!;
    const response = await s.owner.delete(`${s.base}/deletePermanently`, { identifier: s.tenant.identifier });
    expect(response.statusCode).toBe(200);
    expect((await superAdmin.get(`/api/tenants/${s.tenant.id}`)).statusCode).toBe(404);
    expect((await s.owner.get(logo)).statusCode).toBe(404);
    const me = (await s.administrator.get("/api/user/authenticate/__notset__/getUser")).json();
    expect(me.tenants).toEqual([]);
    const again = await (
      await signedInClient(t.app)
    ).post("/api/tenants", {
      name: "Reborn",
      identifier: s.tenant.identifier,
    });
    expect(again.statusCode).toBe(201);
  });
});
