import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  addTenantMember,
  createTenantAs,
  makeSuperAdmin,
  uniqueIdentifier,
} from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const dayMs = 24 * 60 * 60 * 1000;

describe("POST /api/tenants", () => {
  it("answers 401 without a session and creates nothing", async () => {
    const identifier = uniqueIdentifier();
    const response = await new TestClient(t.app).post("/api/tenants", { name: "Nobody ehf.", identifier });
    expect(response.statusCode).toBe(401);
    const admin = await signedInClient(t.app);
    await makeSuperAdmin(t.app.db, admin.userId);
    expect((await admin.get(`/api/tenants/${identifier}`)).statusCode).toBe(404);
  });

  it("normalises the identifier, makes the creator Owner and starts a 14-day trial", async () => {
    const owner = await signedInClient(t.app);
    const userUpdated = vi.spyOn(t.app.hubs, "userUpdated");
    const response = await owner.post("/api/tenants", {
      name: "Glacier Tours ehf.",
      identifier: "Glacier Tours!",
      companyInfo: { city: "Reykjavík" },
    });
    expect(response.statusCode).toBe(201);
    expect(userUpdated).toHaveBeenCalledWith(owner.userId);
    userUpdated.mockRestore();
    const tenant = response.json<Tenant>();
    expect(tenant).toMatchObject({
      identifier: "glacier-tours",
      name: "Glacier Tours ehf.",
      billingInfo: { companySsn: "", countryCode: "IS", email: "" },
      settings: defaultTenantSettings,
      logo: null,
      isDeleted: false,
      isActivated: false,
    });
    expect(tenant.companyInfo).toMatchObject({ city: "Reykjavík", address: "", email: "" });

    const me = (await owner.get("/api/user/authenticate/glacier-tours/getUser")).json();
    expect(me.tenantRoles).toEqual(["Owner"]);

    const subscription = (await owner.get("/glacier-tours/api/subscriptions/subscription")).json();
    expect(subscription).toMatchObject({ subscriptionType: "Trial", subscriptionStatus: "Trial" });
    const length =
      new Date(subscription.billingEndDate).getTime() - new Date(subscription.billingStartDate).getTime();
    expect(length).toBe(14 * dayMs);
  });

  it("refuses a taken identifier with 409 and the spec's title", async () => {
    const first = await signedInClient(t.app);
    const identifier = uniqueIdentifier("taken");
    await first.post("/api/tenants", { name: "First", identifier });
    const second = await signedInClient(t.app);
    const response = await second.post("/api/tenants", {
      name: "Second",
      identifier: identifier.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(`A company with the identifier ${identifier} already exists`);
    expect((await second.get("/api/tenants")).json()).toEqual([]);
    expect((await first.get(`/api/tenants/${identifier}`)).json().name).toBe("First");
  });

  it("refuses reserved and empty identifiers and invalid input with 400", async () => {
    const user = await signedInClient(t.app);
    const reserved = await user.post("/api/tenants", { name: "Api", identifier: "API" });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().title).toBe("The identifier api is reserved, please choose another one");
    const empty = await user.post("/api/tenants", { name: "Bangs", identifier: "!!!" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().title).toBe("The identifier must contain at least one letter or digit");
    const noName = await user.post("/api/tenants", { name: "  ", identifier: uniqueIdentifier() });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(["Value is required"]);
    const badEmail = await user.post("/api/tenants", {
      name: "Mail",
      identifier: uniqueIdentifier(),
      companyInfo: { email: "not-an-email" },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors["companyInfo.email"]).toEqual(["Value is not a valid email address"]);
    expect((await user.get("/api/tenants")).json()).toEqual([]);
  });
});

describe("GET /api/tenants and /api/tenants/:id", () => {
  it("lists only the caller's companies, and every company for a Super Admin", async () => {
    const owner = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    const mine = await createTenantAs(owner, "Mine ehf.");
    const theirs = await createTenantAs(other, "Theirs ehf.");
    const host = await signedInClient(t.app);
    await addTenantMember(t.app.db, mine.id, host.userId, "ApplicationHost");

    expect((await owner.get("/api/tenants")).json().map((x: Tenant) => x.id)).toEqual([mine.id]);
    expect((await host.get("/api/tenants")).json().map((x: Tenant) => x.id)).toEqual([mine.id]);
    expect((await new TestClient(t.app).get("/api/tenants")).statusCode).toBe(401);

    const admin = await signedInClient(t.app);
    await makeSuperAdmin(t.app.db, admin.userId);
    const all = (await admin.get("/api/tenants")).json().map((x: Tenant) => x.id);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it("finds a company by uuid or identifier for members only", async () => {
    const owner = await signedInClient(t.app);
    const tenant = await createTenantAs(owner);
    const host = await signedInClient(t.app);
    await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationHost");
    const stranger = await signedInClient(t.app);

    expect((await owner.get(`/api/tenants/${tenant.id}`)).json()).toEqual(tenant);
    expect((await host.get(`/api/tenants/${tenant.identifier}`)).json()).toEqual(tenant);
    const refused = await stranger.get(`/api/tenants/${tenant.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().title).toBe("Tenant not found");
    expect((await stranger.get(`/api/tenants/${tenant.identifier}`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/tenants/${tenant.id}`)).statusCode).toBe(401);
  });

  it("loads the company of the path for any member", async () => {
    const owner = await signedInClient(t.app);
    const tenant = await createTenantAs(owner);
    const host = await signedInClient(t.app);
    await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationHost");
    const stranger = await signedInClient(t.app);
    const url = `/${tenant.identifier}/api/tenants/current`;
    expect((await host.get(url)).json()).toEqual(tenant);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
  });
});

describe("PUT /api/tenants/activate", () => {
  it("lets only the Owner or a Super Admin finish onboarding", async () => {
    const owner = await signedInClient(t.app);
    const tenant = await createTenantAs(owner);
    const host = await signedInClient(t.app);
    await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationAdministrator");
    const stranger = await signedInClient(t.app);
    const body = { identifier: tenant.identifier };

    expect((await new TestClient(t.app).put("/api/tenants/activate", body)).statusCode).toBe(401);
    expect((await stranger.put("/api/tenants/activate", body)).statusCode).toBe(404);
    const forbidden = await host.put("/api/tenants/activate", body);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe("Not authorized");
    expect((await owner.get(`/api/tenants/${tenant.id}`)).json().isActivated).toBe(false);
    expect((await owner.put("/api/tenants/activate", { identifier: "" })).statusCode).toBe(400);

    const activated = await owner.put("/api/tenants/activate", body);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().isActivated).toBe(true);
    expect((await host.get(`/api/tenants/${tenant.id}`)).json().isActivated).toBe(true);

    const other = await createTenantAs(await signedInClient(t.app));
    const admin = await signedInClient(t.app);
    await makeSuperAdmin(t.app.db, admin.userId);
    const byAdmin = await admin.put("/api/tenants/activate", { identifier: other.identifier });
    expect(byAdmin.json().isActivated).toBe(true);
  });
});
