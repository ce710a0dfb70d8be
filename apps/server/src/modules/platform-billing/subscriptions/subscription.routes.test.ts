import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../../db/schema/tenants";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { addTenantMember, createTenantAs } from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function scene() {
  const owner = await signedInClient(t.app);
  const tenant = await createTenantAs(owner);
  const agent = await signedInClient(t.app);
  await addTenantMember(t.app.db, tenant.id, agent.userId, "ApplicationAgent");
  return { owner, tenant, agent, url: `/${tenant.identifier}/api/subscriptions/subscription` };
}

describe("GET /{tenant}/api/subscriptions/subscription", () => {
  it("reports the trial to any member", async () => {
    const s = await scene();
    const response = await s.agent.get(s.url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      subscriptionType: "Trial",
      subscriptionStatus: "Trial",
      billingStartDate: expect.any(String),
      billingEndDate: expect.any(String),
      cancellationDate: null,
      unsubscribeDate: null,
      pendingSubscriptions: [],
    });
    expect(new Date(body.billingEndDate).toISOString()).toBe(body.billingEndDate);
  });

  it("answers 401 to anonymous callers and 404 to strangers", async () => {
    const s = await scene();
    expect((await new TestClient(t.app).get(s.url)).statusCode).toBe(401);
    const stranger = await signedInClient(t.app);
    await createTenantAs(stranger);
    const refused = await stranger.get(s.url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().title).toBe("Tenant not found");
  });

  it("reports and stores a trial past its end date as Expired", async () => {
    const s = await scene();
    await t.app.db
      .update(subscriptions)
      .set({ billingEndDate: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.tenantId, s.tenant.id));
    expect((await s.owner.get(s.url)).json().subscriptionStatus).toBe("Expired");
    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.tenantId, s.tenant.id));
    expect(row?.status).toBe("Expired");
  });

  it("answers null for a company without a subscription", async () => {
    const s = await scene();
    await t.app.db.delete(subscriptions).where(eq(subscriptions.tenantId, s.tenant.id));
    const response = await s.owner.get(s.url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});
