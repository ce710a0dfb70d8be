import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../test/test-app";
import { demoPassword } from "./demo-seed";
import { demoWanted, seedOnStart, superAdminEmails } from "./seed-on-start";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The demo is decided by the database kind; both test databases are made to look embedded. */
const embedded = () => ({ ...t.database, kind: "pglite" as const });

async function signIn(email: string) {
  const client = new TestClient(t.app);
  const response = await client.post("/api/user/authenticate/login", { email, password: demoPassword });
  expect(response.statusCode).toBe(200);
  return client;
}

describe("seed on start", () => {
  it("on an empty embedded database: documents, the demo company and its sign-ins", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await seedOnStart(t.app, embedded());
    const printed = log.mock.calls.flat().join("\n");
    log.mockRestore();
    for (const email of ["demo@stund.is", "host@stund.is", "admin@stund.is"])
      expect(printed).toContain(email);
    expect(printed).toContain(demoPassword);
    expect(printed).toMatch(/Super Admin/);

    const terms = (await new TestClient(t.app).get("/api/UserTerms/documents/TermsAndConditions")).json();
    expect(terms).toMatchObject({ version: 1, content: expect.stringContaining("Stund terms of service") });
    const privacy = (await new TestClient(t.app).get("/api/UserTerms/documents/PrivacyPolicy")).json();
    expect(privacy).toMatchObject({ version: 1, content: expect.stringContaining("Stund privacy policy") });

    const owner = await signIn("demo@stund.is");
    const me = (await owner.get("/api/user/authenticate/demo/getUser")).json();
    expect(me).toMatchObject({ name: "Sigrún Jónsdóttir", tenantRoles: ["Owner"], isSuperAdmin: false });
    expect(me.tenants).toEqual([
      expect.objectContaining({ identifier: "demo", name: "Glacier & Whale Tours ehf.", isActivated: true }),
    ]);
    expect((await owner.get("/api/UserTerms/")).json()).toEqual({
      termsAndConditionAccepted: true,
      privacyPolicyAccepted: true,
    });
    const tenant = (await owner.get("/demo/api/tenants/current")).json();
    expect(tenant.companyInfo).toMatchObject({
      city: "Reykjavík",
      companySsn: expect.stringMatching(/^\d{10}$/),
    });
    expect(tenant.billingInfo.countryCode).toBe("IS");
    const subscription = (await owner.get("/demo/api/subscriptions/subscription")).json();
    expect(subscription).toMatchObject({ subscriptionType: "Trial", subscriptionStatus: "Trial" });
    const experiences = (await owner.get("/demo/api/reykjavik-harbour/experiences")).json();
    expect(experiences.map((e: { tag: string }) => e.tag).sort()).toEqual([
      "classic-whale-watching",
      "northern-lights-by-boat",
      "puffin-express",
    ]);
    // Every experience has drawn pictures, with their smaller copies for the storefront.
    const imageCounts = Object.fromEntries(
      experiences.map((e: { tag: string; images: string[] }) => [e.tag, e.images.length]),
    );
    expect(imageCounts).toEqual({
      "classic-whale-watching": 3,
      "puffin-express": 2,
      "northern-lights-by-boat": 2,
    });
    const storefront = (await new TestClient(t.app).get("/demo/api/public/experiences")).json();
    expect(storefront.map((e: { tag: string }) => e.tag).sort()).toEqual([
      "classic-whale-watching",
      "puffin-express",
    ]);
    for (const experience of storefront as PublicExperience[]) {
      expect(experience.pictures).toHaveLength(experience.images.length);
      for (const picture of experience.pictures) {
        expect(picture).toMatchObject({ width: 1600, height: 1000 });
        expect(picture.sources).toEqual([
          { type: "image/avif", srcset: expect.stringMatching(/ 480w, .* 960w, .* 1600w$/) },
          { type: "image/webp", srcset: expect.stringMatching(/ 480w, .* 960w, .* 1600w$/) },
        ]);
      }
    }
    const hero = (await new TestClient(t.app).get(storefront[0].pictures[0].url)).headers;
    expect(hero["content-type"]).toBe("image/jpeg");

    const week = { from: new Date().toISOString(), to: new Date(Date.now() + 7 * 864e5).toISOString() };
    const events = await owner.get(`/demo/api/reykjavik-harbour/events?from=${week.from}&to=${week.to}`);
    expect(events.json().length).toBeGreaterThanOrEqual(20);
    const policies = (await owner.get("/demo/api/tenants/settings/policy")).json();
    expect(policies.every((p: { content: string }) => p.content.length > 0)).toBe(true);

    // The team: people of every kind of role, and a pending invitation.
    const staff = (await owner.get("/demo/api/staff")).json();
    expect(
      staff.map((p: { email: string; tenantRole: string | null }) => [p.email, p.tenantRole]).sort(),
    ).toEqual([
      ["demo@stund.is", "Owner"],
      ["guide@stund.is", null],
      ["host@stund.is", "ApplicationHost"],
      ["manager@stund.is", null],
      ["office@stund.is", "ApplicationAdministrator"],
    ]);
    const pending = (await owner.get("/demo/api/invitations")).json();
    expect(pending).toEqual([
      expect.objectContaining({ email: "anna.summer@glacierwhale.is", status: "Pending" }),
    ]);

    // The office's changes to two departures are in the audit log, made through the product.
    const audit = (await owner.get("/demo/api/audit-log?area=Capacity")).json();
    expect(audit.entries.length).toBeGreaterThanOrEqual(2);
    expect(audit.entries[0]).toMatchObject({ actorName: "Guðrún Pálsdóttir", area: "Capacity" });

    const host = await signIn("host@stund.is");
    expect((await host.get("/api/user/authenticate/demo/getUser")).json().tenantRoles).toEqual([
      "ApplicationHost",
    ]);
    // The desk host and the guide have departures of their own in the coming days.
    const fortnight = `from=${week.from}&to=${new Date(Date.now() + 14 * 864e5).toISOString()}`;
    const hostSchedule = (await host.get(`/demo/api/schedule?${fortnight}&mine=true`)).json();
    expect(hostSchedule.departures.length).toBeGreaterThanOrEqual(3);
    const guide = await signIn("guide@stund.is");
    const guideSchedule = (await guide.get(`/demo/api/schedule?${fortnight}&mine=true`)).json();
    expect(guideSchedule.departures.length).toBeGreaterThanOrEqual(3);
    expect(guideSchedule.departures[0].staff.map((p: { name: string }) => p.name)).toContain(
      "Helga Björnsdóttir",
    );
    const admin = await signIn("admin@stund.is");
    const adminMe = (await admin.get("/api/user/authenticate/__notset__/getUser")).json();
    expect(adminMe.isSuperAdmin).toBe(true);
    expect((await admin.get("/api/UserTerms/")).json().privacyPolicyAccepted).toBe(true);
  });

  it("runs again without duplicating anything once users exist", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await seedOnStart(t.app, embedded());
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
    const admin = await signIn("admin@stund.is");
    const tenants = (await admin.get("/api/tenants")).json();
    expect(tenants.filter((x: { identifier: string }) => x.identifier === "demo")).toHaveLength(1);
    expect((await admin.get("/api/UserTerms/documents/TermsAndConditions")).json().version).toBe(1);
  });

  it("makes the users named in SUPER_ADMIN_EMAILS Super Admins", async () => {
    const chosen = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    vi.stubEnv("SUPER_ADMIN_EMAILS", ` ${chosen.email.toUpperCase()} , nobody@example.com,`);
    try {
      await seedOnStart(t.app, t.database);
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await chosen.get("/api/user/authenticate/__notset__/getUser")).json().isSuperAdmin).toBe(true);
    expect((await other.get("/api/user/authenticate/__notset__/getUser")).json().isSuperAdmin).toBe(false);
  });

  it("wants the demo only on the embedded database outside production", () => {
    expect(demoWanted("pglite", { production: false })).toBe(true);
    expect(demoWanted("pglite", { production: true })).toBe(false);
    expect(demoWanted("postgres", { production: false })).toBe(false);
    expect(superAdminEmails({ SUPER_ADMIN_EMAILS: "A@b.is,, c@d.is " })).toEqual(["a@b.is", "c@d.is"]);
    expect(superAdminEmails({})).toEqual([]);
  });
});
