import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultTenantSettings, emptyCompanyInfo, type Tenant } from "@stund/shared/contracts/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  addTenantMember,
  createTenantAs,
  tinyPng,
  uploadFile,
} from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** An Owner, a host and an administrator of one company, and the Owner of another. */
async function scene() {
  const owner = await signedInClient(t.app, "Owner");
  const tenant = await createTenantAs(owner, "Harbour Tours ehf.");
  const host = await signedInClient(t.app, "Host");
  await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationHost");
  const administrator = await signedInClient(t.app, "Administrator");
  await addTenantMember(t.app.db, tenant.id, administrator.userId, "ApplicationAdministrator");
  const stranger = await signedInClient(t.app, "Stranger");
  await createTenantAs(stranger, "Other Tours ehf.");
  const current = async () => (await owner.get(`/${tenant.identifier}/api/tenants/current`)).json<Tenant>();
  return { owner, tenant, host, administrator, stranger, current, base: `/${tenant.identifier}/api/tenants` };
}

const companyBody = {
  name: "Harbour & Bay Tours ehf.",
  companyInfo: {
    ...emptyCompanyInfo,
    address: "Ægisgarður 5",
    postalCode: "101",
    city: "Reykjavík",
    email: "info@harbour.is",
    phone: "+354 555 0101",
  },
};

describe("PUT /{tenant}/api/tenants/", () => {
  it("refuses strangers, hosts and anonymous callers and changes nothing", async () => {
    const s = await scene();
    expect((await new TestClient(t.app).put(`${s.base}/`, companyBody)).statusCode).toBe(401);
    const forbidden = await s.host.put(`${s.base}/`, companyBody);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe("Not authorized");
    expect((await s.stranger.put(`${s.base}/`, companyBody)).statusCode).toBe(404);
    expect(await s.current()).toEqual(s.tenant);
  });

  it("refuses invalid input with the spec's messages", async () => {
    const s = await scene();
    const noName = await s.owner.put(`${s.base}/`, { ...companyBody, name: "" });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(["Value is required"]);
    const badEmail = await s.owner.put(`${s.base}/`, {
      ...companyBody,
      companyInfo: { ...companyBody.companyInfo, email: "info@" },
    });
    expect(badEmail.json().errors["companyInfo.email"]).toEqual(["Value is not a valid email address"]);
    const badPhone = await s.owner.put(`${s.base}/`, {
      ...companyBody,
      companyInfo: { ...companyBody.companyInfo, phone: "call me" },
    });
    expect(badPhone.statusCode).toBe(400);
    expect(await s.current()).toEqual(s.tenant);
  });

  it("saves name and company information for an administrator", async () => {
    const s = await scene();
    const response = await s.administrator.put(`${s.base}/`, companyBody);
    expect(response.statusCode).toBe(200);
    expect(await s.current()).toMatchObject(companyBody);
  });
});

describe("PUT /{tenant}/api/tenants/settings", () => {
  const settings = {
    ...defaultTenantSettings,
    country: "DE",
    currency: "EUR",
    timeZone: "Europe/Berlin",
    numberFormat: "de-DE",
    publicName: "Harbour Tours",
    socialLinks: { ...defaultTenantSettings.socialLinks, Instagram: "https://instagram.com/harbour" },
  };

  it("refuses strangers, hosts and anonymous callers and changes nothing", async () => {
    const s = await scene();
    expect((await new TestClient(t.app).put(`${s.base}/settings`, settings)).statusCode).toBe(401);
    expect((await s.host.put(`${s.base}/settings`, settings)).statusCode).toBe(403);
    expect((await s.stranger.put(`${s.base}/settings`, settings)).statusCode).toBe(404);
    expect((await s.current()).settings).toEqual(defaultTenantSettings);
  });

  it("refuses an unknown country, time zone or currency", async () => {
    const s = await scene();
    const country = await s.owner.put(`${s.base}/settings`, { ...settings, country: "XX" });
    expect(country.statusCode).toBe(400);
    expect(country.json().errors.country).toEqual(["Choose a country from the list"]);
    const zone = await s.owner.put(`${s.base}/settings`, { ...settings, timeZone: "Mars/Olympus" });
    expect(zone.json().errors.timeZone).toEqual(["Choose a time zone from the list"]);
    expect((await s.owner.put(`${s.base}/settings`, { ...settings, currency: "BTC" })).statusCode).toBe(400);
    expect((await s.current()).settings).toEqual(defaultTenantSettings);
  });

  it("saves the settings", async () => {
    const s = await scene();
    const response = await s.owner.put(`${s.base}/settings`, settings);
    expect(response.statusCode).toBe(200);
    expect((await s.current()).settings).toEqual(settings);
  });
});

describe("PUT /{tenant}/api/tenants/billinginfo", () => {
  const billing = { companySsn: "5101892579", countryCode: "is", email: "billing@harbour.is" };

  it("is for the Owner only: administrators get 403, strangers 404", async () => {
    const s = await scene();
    expect((await new TestClient(t.app).put(`${s.base}/billinginfo`, billing)).statusCode).toBe(401);
    expect((await s.administrator.put(`${s.base}/billinginfo`, billing)).statusCode).toBe(403);
    expect((await s.stranger.put(`${s.base}/billinginfo`, billing)).statusCode).toBe(404);
    expect((await s.current()).billingInfo).toEqual({ companySsn: "", countryCode: "IS", email: "" });
  });

  it("answers with the spec's messages", async () => {
    const s = await scene();
    const url = `${s.base}/billinginfo`;
    const empty = await s.owner.put(url, { companySsn: "", countryCode: "", email: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      companySsn: ["Company ssn is required"],
      countryCode: ["Billing country is required"],
      email: ["Billing email is required"],
    });
    const badEmail = await s.owner.put(url, { ...billing, email: "billing at harbour" });
    expect(badEmail.json().errors.email).toEqual(["Billing email must be a legit email"]);
    const badCountry = await s.owner.put(url, { ...billing, countryCode: "ZZ" });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().errors.countryCode).toEqual(["Choose a country from the list"]);
    expect((await s.current()).billingInfo).toEqual({ companySsn: "", countryCode: "IS", email: "" });
  });

  it("saves billing information with an upper-case country code", async () => {
    const s = await scene();
    const response = await s.owner.put(`${s.base}/billinginfo`, billing);
    expect(response.statusCode).toBe(200);
    expect((await s.current()).billingInfo).toEqual({ ...billing, countryCode: "IS" });
  });
});

describe("POST and DELETE /{tenant}/api/tenants/logo", () => {
  it("stores a PNG, serves it, replaces it and removes it", async () => {
    const s = await scene();
    const png = tinyPng();
    const first = await uploadFile(s.administrator, `${s.base}/logo`, png, "logo.png");
    expect(first.statusCode).toBe(200);
    const firstLogo = first.json<Tenant>().logo!;
    expect(firstLogo).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const served = await s.owner.get(firstLogo);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);

    const second = await uploadFile(s.owner, `${s.base}/logo`, png, "again.png");
    const secondLogo = second.json<Tenant>().logo!;
    expect(secondLogo).not.toBe(firstLogo);
    expect((await s.owner.get(firstLogo)).statusCode).toBe(404);
    expect((await s.current()).logo).toBe(secondLogo);

    const removed = await s.owner.delete(`${s.base}/logo`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect((await s.owner.get(secondLogo)).statusCode).toBe(404);
  });

  it("rejects a file that is not an image and keeps the logo", async () => {
    const s = await scene();
    const kept = (await uploadFile(s.owner, `${s.base}/logo`, tinyPng())).json<Tenant>().logo;
    const text = Buffer.from("<svg onload=alert(1)></svg>");
    const response = await uploadFile(s.owner, `${s.base}/logo`, text, "logo.png", "image/png");
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe("The file is not a PNG, JPEG, GIF or WebP image");
    expect((await s.current()).logo).toBe(kept);
    const notMultipart = await s.owner.post(`${s.base}/logo`, { file: "x" });
    expect(notMultipart.statusCode).toBe(400);
  });

  it("refuses hosts, strangers and anonymous callers", async () => {
    const s = await scene();
    const png = tinyPng();
    const kept = (await uploadFile(s.owner, `${s.base}/logo`, png)).json<Tenant>().logo;
    expect((await uploadFile(new TestClient(t.app), `${s.base}/logo`, png)).statusCode).toBe(401);
    expect((await uploadFile(s.host, `${s.base}/logo`, png)).statusCode).toBe(403);
    expect((await uploadFile(s.stranger, `${s.base}/logo`, png)).statusCode).toBe(404);
    expect((await s.host.delete(`${s.base}/logo`)).statusCode).toBe(403);
    expect((await s.stranger.delete(`${s.base}/logo`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).delete(`${s.base}/logo`)).statusCode).toBe(401);
    expect((await s.current()).logo).toBe(kept);
    expect((await s.owner.get(kept!)).statusCode).toBe(200);
  });
});
