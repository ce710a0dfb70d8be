import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SubscriptionModel } from "@stund/shared/contracts/billing";
import { planCatalogueVersions } from "../../../db/schema/plans";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin } from "../../../../test/factories";
import { defaultCatalogue } from "./default-catalogue";
import { currentModel, ensureDefaultCatalogue, modelForVersion } from "./plan-catalogue.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = "/api/SubscriptionsInformation";

async function superAdmin() {
  const client = await signedInClient(t.app, "Super Admin");
  await makeSuperAdmin(t.database.db, client.userId);
  return client;
}

/** The catalogue with Basic at a new price and project limit. */
function edited(from: SubscriptionModel, price: number, projects: number): SubscriptionModel {
  const model = structuredClone(from);
  const basic = model.tiers.find((tier) => tier.name === "Basic")!;
  basic.price = price;
  basic.features = basic.features.map((f) => (f.name === "projects" ? { ...f, limit: projects } : f));
  return model;
}

// One file, one database, run in order: the catalogue is global, so these steps build on each other.
describe("/api/SubscriptionsInformation", () => {
  it("serves the defaults to anyone, before and after they are stored", async () => {
    const before = await new TestClient(t.app).get(url);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(defaultCatalogue);
    await ensureDefaultCatalogue(t.database.db);
    await ensureDefaultCatalogue(t.database.db);
    expect(await t.database.db.select().from(planCatalogueVersions)).toHaveLength(1);
    expect((await new TestClient(t.app).get(url)).json()).toEqual(defaultCatalogue);
  });

  it("refuses to publish for anyone but a Super Admin, whatever the body", async () => {
    const anonymous = await new TestClient(t.app).put(url, defaultCatalogue);
    expect(anonymous.statusCode).toBe(401);
    const owner = await signedInClient(t.app, "Owner");
    for (const body of [edited(defaultCatalogue, 1, 1), { nonsense: true }]) {
      const refused = await owner.put(url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().title).toBe("Not authorized");
    }
    expect((await currentModel(t.database.db)).version).toBe(1);
  });

  it("publishes a new version; the old one stays for subscriptions bought on it", async () => {
    const admin = await superAdmin();
    const response = await admin.put(url, edited(defaultCatalogue, 59, 3));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...edited(defaultCatalogue, 59, 3), version: 2 });
    expect((await new TestClient(t.app).get(url)).json().version).toBe(2);
    expect(await modelForVersion(t.database.db, 1)).toEqual(defaultCatalogue);
    expect((await modelForVersion(t.database.db, 2)).tiers.find((tier) => tier.name === "Basic")?.price).toBe(
      59,
    );
    await expect(modelForVersion(t.database.db, 99)).rejects.toThrow("version 99");
  });

  it("tells the second of two editors of the same version to reload", async () => {
    const admin = await superAdmin();
    const base = (await admin.get(url)).json<SubscriptionModel>();
    const [first, second] = await Promise.all([
      admin.put(url, edited(base, 69, 3)),
      admin.put(url, edited(base, 79, 3)),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const loser = first.statusCode === 409 ? first : second;
    expect(loser.json().title).toBe("The plans catalogue was changed meanwhile; reload it and edit again");
    const stale = await admin.put(url, edited(base, 89, 3));
    expect(stale.statusCode).toBe(409);
    const ahead = await admin.put(url, { ...edited(base, 89, 3), version: 50 });
    expect(ahead.statusCode).toBe(409);
    expect((await currentModel(t.database.db)).version).toBe(base.version + 1);
  });

  it("answers bad catalogues with 400 and a title, and stores nothing", async () => {
    const admin = await superAdmin();
    const current = (await admin.get(url)).json<SubscriptionModel>();
    const closed = structuredClone(current);
    closed.tiers = closed.tiers.filter((tier) => tier.name !== "Premium");
    const bodies: unknown[] = [
      {},
      [],
      {
        version: current.version,
        tiers: [{ name: "Gold", price: 1, fees: 1, trialDays: null, features: [] }],
      },
      { ...current, tiers: current.tiers.map((tier) => ({ ...tier, fees: 120 })) },
      { ...current, tiers: current.tiers.map((tier) => ({ ...tier, price: -5 })) },
      closed,
    ];
    for (const body of bodies) {
      const response = await admin.put(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().title).toEqual(expect.any(String));
    }
    const invalid = await admin.put(url, closed);
    expect(invalid.json()).toMatchObject({
      title: "The plans catalogue is not valid",
      errors: { tiers: ["Missing tiers: Premium"] },
    });
    expect((await currentModel(t.database.db)).version).toBe(current.version);
  });
});
