import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantRole } from "@stund/shared/enums";
import { auditLog } from "../../../db/schema/team";
import { tenants } from "../../../db/schema/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { createTenant, makeSuperAdmin, memberClient } from "../../../../test/factories";
import { turnOnTwoFactor } from "./two-factor-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An Owner with two-factor on and their company. */
async function company() {
  const owner = await signedInClient(t.app, "Olga Owner");
  await turnOnTwoFactor(owner);
  const tenant = await createTenant(t.database.db, owner.userId);
  return { owner, tenant, path: `${tenant.api}/tenants/two-factor` };
}

const required = async (tenantId: string) =>
  (await t.database.db.select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.requireTwoFactor;

describe("a company's rule for two-factor sign-in", () => {
  it("lets the Owner require it, shows it to the console and records it in the audit log", async () => {
    const { owner, tenant, path } = await company();
    const response = await owner.put(path, { required: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ required: true });
    expect((await owner.get(`${tenant.api}/tenants/current`)).json().requireTwoFactor).toBe(true);
    const me = (await owner.get(`/api/user/authenticate/${tenant.identifier}/getUser`)).json();
    expect(me.tenants.find((c: { id: string }) => c.id === tenant.id).requireTwoFactor).toBe(true);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenant.id), eq(auditLog.action, "TwoFactorRequirementChanged")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      area: "Access",
      actorId: owner.userId,
      actorName: "Olga Owner",
      subjectType: "Company",
      before: { requireTwoFactor: false },
      after: { requireTwoFactor: true },
    });

    expect((await owner.put(path, { required: true })).statusCode).toBe(200);
    expect((await owner.put(path, { required: false })).statusCode).toBe(200);
    expect(await required(tenant.id)).toBe(false);
    const all = await t.database.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(all).toHaveLength(2);
  });

  it("answers 401 without a session", async () => {
    const { path } = await company();
    expect((await new TestClient(t.app).put(path, { required: true })).statusCode).toBe(401);
  });

  it("refuses every role but the Owner with 403", async () => {
    const { tenant, path } = await company();
    const roles: TenantRole[] = [
      "ApplicationAdministrator",
      "ApplicationManager",
      "ApplicationHost",
      "ApplicationAgent",
    ];
    for (const role of roles) {
      const member = await memberClient(t.app, t.database.db, tenant.id, role);
      await turnOnTwoFactor(member);
      expect((await member.put(path, { required: true })).statusCode, role).toBe(403);
    }
    expect(await required(tenant.id)).toBe(false);
  });

  it("answers 404 to the Owner of another company", async () => {
    const { path, tenant } = await company();
    const other = await company();
    const response = await other.owner.put(path, { required: true });
    expect(response.statusCode).toBe(404);
    expect(await required(tenant.id)).toBe(false);
  });

  it("lets a Super Admin set it", async () => {
    const { tenant, path } = await company();
    const admin = await signedInClient(t.app, "Admin");
    await makeSuperAdmin(t.database.db, admin.userId);
    await turnOnTwoFactor(admin);
    expect((await admin.put(path, { required: true })).statusCode).toBe(200);
    expect(await required(tenant.id)).toBe(true);
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const { owner, tenant, path } = await company();
    for (const body of [{}, { required: "yes" }, { required: null }]) {
      const response = await owner.put(path, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toMatch(/^required: /);
    }
    expect(await required(tenant.id)).toBe(false);
  });

  it("asks the Owner to turn two-factor on for themselves first", async () => {
    const owner = await signedInClient(t.app, "Owner");
    const tenant = await createTenant(t.database.db, owner.userId);
    const response = await owner.put(`${tenant.api}/tenants/two-factor`, { required: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe("Turn on two-factor sign-in for yourself first");
    expect(await required(tenant.id)).toBe(false);
  });

  it("closes the company's data to staff without two-factor until they set it up", async () => {
    const { owner, tenant, path } = await company();
    const host = await memberClient(t.app, t.database.db, tenant.id, "ApplicationHost");
    const created = await owner.post(`${tenant.api}/project`, { Name: "Harbour" });
    expect(created.statusCode).toBe(201);
    expect((await host.get(`${tenant.api}/project`)).statusCode).toBe(200);
    expect((await owner.put(path, { required: true })).statusCode).toBe(200);

    // Company and project routes refuse them; their own account and the console's user still answer.
    const refused = await host.get(`${tenant.api}/project`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: "TwoFactorRequired" });
    const projectRoute = await host.get(`${tenant.api}/harbour/experiences`);
    expect(projectRoute.statusCode).toBe(403);
    expect(projectRoute.json().errorCode).toBe("TwoFactorRequired");
    const inIcelandic = await host.request("GET", `${tenant.api}/project`, undefined, {
      headers: { "accept-language": "is" },
    });
    expect(inIcelandic.json().title).toMatch(/tveggja þátta/);
    const me = await host.get(`/api/user/authenticate/${tenant.identifier}/getUser`);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ twoFactorEnabled: false });

    await turnOnTwoFactor(host);
    expect((await host.get(`${tenant.api}/project`)).statusCode).toBe(200);
    // The Owner, who has it, was never refused; a Super Admin is not bound by a company's rule.
    expect((await owner.get(`${tenant.api}/project`)).statusCode).toBe(200);
    const admin = await signedInClient(t.app, "Admin");
    await makeSuperAdmin(t.database.db, admin.userId);
    expect((await admin.get(`${tenant.api}/project`)).statusCode).toBe(200);
  });
});
