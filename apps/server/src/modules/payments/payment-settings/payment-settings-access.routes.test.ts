import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin, memberClient } from "../../../../test/factories";
import { companyWithExperience, paymentSettingsApp, rapydBody } from "./payment-settings-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await paymentSettingsApp();
});
afterAll(async () => t.close());

const reads = ["", "/all", "/currency", "/experiences"];

describe("payment settings: who gets in", () => {
  it("answers 401 to a signed-out caller on every call, bad body or not", async () => {
    const { settingsUrl } = await companyWithExperience(t);
    const anonymous = new TestClient(t.app);
    for (const path of reads) expect((await anonymous.get(`${settingsUrl}${path}`)).statusCode).toBe(401);
    expect((await anonymous.put(settingsUrl, rapydBody())).statusCode).toBe(401);
    expect((await anonymous.put(settingsUrl, { nonsense: true })).statusCode).toBe(401);
  });

  it("answers 404 to another company's user on every call, and changes nothing", async () => {
    const { owner, settingsUrl } = await companyWithExperience(t);
    const before = (await owner.get(settingsUrl)).json();
    const outsider = await signedInClient(t.app, "Outsider");
    await companyWithExperience(t); // the outsider's own company does not open this one
    for (const path of reads) {
      const response = await outsider.get(`${settingsUrl}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
    for (const body of [rapydBody(), { nonsense: true }]) {
      const response = await outsider.put(settingsUrl, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
    expect((await owner.get(settingsUrl)).json()).toEqual(before);
  });

  it("refuses changes by members without an admin role with the spec's title, before reading the body", async () => {
    const { owner, tenant, projectId, settingsUrl } = await companyWithExperience(t);
    const db = t.database.db;
    const members = [
      await memberClient(t.app, db, tenant.id, "ApplicationManager"),
      await memberClient(t.app, db, tenant.id, "ApplicationHost"),
      await memberClient(t.app, db, tenant.id, "ApplicationAgent"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectAdministrator" }),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" }),
    ];
    const before = (await owner.get(settingsUrl)).json();
    for (const member of members) {
      for (const body of [rapydBody(), { nonsense: true }]) {
        const refused = await member.put(settingsUrl, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          title: "User does not have admin permission",
          errorCode: "NotAuthorized",
        });
      }
    }
    expect((await owner.get(settingsUrl)).json()).toEqual(before);
  });

  it("lets the Owner, an Application Administrator and a Super Admin change them", async () => {
    const { owner, tenant, settingsUrl } = await companyWithExperience(t);
    const admin = await memberClient(t.app, t.database.db, tenant.id, "ApplicationAdministrator");
    const superAdmin = await signedInClient(t.app, "Platform");
    await makeSuperAdmin(t.database.db, superAdmin.userId);
    for (const [client, currency] of [
      [owner, "EUR"],
      [admin, "DKK"],
      [superAdmin, "SEK"],
    ] as const) {
      const saved = await client.put(settingsUrl, rapydBody({ currency }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().currency).toBe(currency);
    }
  });

  it("lets managers read the settings, keeps hosts and agents out of them, and tells every member the currency", async () => {
    const { tenant, projectId, settingsUrl } = await companyWithExperience(t);
    const db = t.database.db;
    const readers = [
      await memberClient(t.app, db, tenant.id, "ApplicationManager"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectManager" }),
    ];
    for (const reader of readers)
      for (const path of reads)
        expect((await reader.get(`${settingsUrl}${path}`)).statusCode, path).toBe(200);

    const outsiders = [
      await memberClient(t.app, db, tenant.id, "ApplicationHost"),
      await memberClient(t.app, db, tenant.id, { project: projectId, role: "ProjectAgent" }),
    ];
    for (const member of outsiders) {
      for (const path of ["", "/all", "/experiences"]) {
        const refused = await member.get(`${settingsUrl}${path}`);
        expect(refused.statusCode, path).toBe(403);
        expect(refused.json().title).toBe("Not authorized");
      }
      expect((await member.get(`${settingsUrl}/currency`)).json()).toEqual({ currency: "ISK" });
    }
  });
});
