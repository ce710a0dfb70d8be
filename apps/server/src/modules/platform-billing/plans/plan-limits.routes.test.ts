import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../../db/schema/projects";
import { subscriptions } from "../../../db/schema/tenants";
import { createTestApp, signedInClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin, ownedTenant, removeSubscription, setSubscription } from "../../../../test/factories";
import { defaultCatalogue } from "./default-catalogue";
import { featureLimit } from "./plan-catalogue.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const basicProjects = featureLimit(defaultCatalogue, "Basic", "projects")!;
const basicSalesUnits = featureLimit(defaultCatalogue, "Basic", "salesUnits")!;
const premiumProjects = featureLimit(defaultCatalogue, "Premium", "projects")!;

async function tenantOn(tier: "Basic" | "Standard" | "Premium" | "Enterprise" | "Trial", projects: number) {
  const owned = await ownedTenant(t.app, t.database.db);
  const ids: string[] = [];
  for (let i = 0; i < projects; i += 1) ids.push(await owned.createProject(`Project ${i}`));
  await setSubscription(t.database.db, owned.tenant.id, tier, tier === "Trial" ? "Trial" : "Active");
  const post = (name: string) => owned.owner.post(`${owned.tenant.api}/project`, { Name: name });
  return { ...owned, ids, post };
}

function expectLimitReached(response: { statusCode: number; json(): unknown }, feature: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    errorCode: "FeatureAccessDenied",
    title: `You have reached the ${feature} limit of your plan`,
  });
}

describe("plan limits on creates", () => {
  it("lets exactly one of two simultaneous project creates take the last free slot", async () => {
    // A few rounds, since on PostgreSQL the two requests really run at the same time.
    for (let round = 0; round < 3; round += 1) {
      const { owner, tenant, post } = await tenantOn("Basic", basicProjects - 1);
      const responses = await Promise.all([post("Left"), post("Right")]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([201, 403]);
      expectLimitReached(
        responses.find((response) => response.statusCode === 403)!,
        "project",
      );
      expect((await owner.get(`${tenant.api}/project`)).json()).toHaveLength(basicProjects);
    }
  });

  it("lets one of many simultaneous sales-unit creates take the last free slot", async () => {
    const { owner, tenant, ids } = await tenantOn("Basic", 1);
    const unit = (name: string) => ({ projectId: ids[0], name, channel: "Kiosk" });
    for (let i = 0; i < basicSalesUnits - 1; i += 1)
      expect((await owner.post(`${tenant.api}/salesunit`, unit(`Unit ${i}`))).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => owner.post(`${tenant.api}/salesunit`, unit(`Race ${i}`))),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 403, 403, 403]);
    expectLimitReached(
      responses.find((response) => response.statusCode === 403)!,
      "sales unit",
    );
  });

  it("frees a slot when a project is deleted", async () => {
    const { owner, tenant, ids, post } = await tenantOn("Basic", basicProjects);
    expectLimitReached(await post("One too many"), "project");
    expect((await owner.delete(`${tenant.api}/project/${ids[0]}`)).statusCode).toBeLessThan(300);
    expect((await post("Now it fits")).statusCode).toBe(201);
  });

  it("counts a trial as Premium and leaves Enterprise unlimited", async () => {
    const trial = await tenantOn("Trial", 3);
    expect((await trial.post("Fourth")).statusCode).toBe(201);
    const enterprise = await tenantOn("Enterprise", 0);
    const db = t.database.db;
    // Well past Premium's limit, without a request per project.
    await db.insert(projects).values(
      Array.from({ length: premiumProjects }, (_, i) => ({
        tenantId: enterprise.tenant.id,
        identifier: `bulk-${i}`,
        name: `Bulk ${i}`,
      })),
    );
    expect((await enterprise.post("Beyond Premium")).statusCode).toBe(201);
    await setSubscription(db, enterprise.tenant.id, "Premium", "Active");
    expectLimitReached(await enterprise.post("Beyond again"), "project");
  });

  it("allows a single project and nothing more without an open subscription", async () => {
    const none = await tenantOn("Basic", 0);
    await removeSubscription(t.database.db, none.tenant.id);
    expect((await none.post("The one")).statusCode).toBe(201);
    expectLimitReached(await none.post("The second"), "project");

    const expired = await tenantOn("Trial", 1);
    await t.database.db
      .update(subscriptions)
      .set({ billingEndDate: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.tenantId, expired.tenant.id));
    expectLimitReached(await expired.post("After the trial"), "project");
  });

  // Last, because it publishes a catalogue the tests above do not expect.
  it("keeps the limits of the catalogue version the period was bought on", async () => {
    const { owner, tenant, post } = await tenantOn("Basic", basicProjects);
    const admin = await signedInClient(t.app, "Super Admin");
    await makeSuperAdmin(t.database.db, admin.userId);
    const current = (await admin.get("/api/SubscriptionsInformation")).json<typeof defaultCatalogue>();
    const bigger = structuredClone(current);
    const basic = bigger.tiers.find((tier) => tier.name === "Basic")!;
    basic.features = basic.features.map((f) =>
      f.name === "projects" ? { ...f, limit: basicProjects + 5 } : f,
    );
    const published = await admin.put("/api/SubscriptionsInformation", bigger);
    expect(published.statusCode, published.body).toBe(200);

    await t.database.db
      .update(subscriptions)
      .set({ catalogueVersion: current.version })
      .where(eq(subscriptions.tenantId, tenant.id));
    expectLimitReached(await post("Old terms"), "project");
    await t.database.db
      .update(subscriptions)
      .set({ catalogueVersion: published.json().version })
      .where(eq(subscriptions.tenantId, tenant.id));
    expect((await post("New period, new terms")).statusCode).toBe(201);
    expect((await owner.get(`${tenant.api}/project`)).json()).toHaveLength(basicProjects + 1);
  });
});
