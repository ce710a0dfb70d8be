import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  addTenantMember,
  createTenantAs,
  makeSuperAdmin,
} from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every call of the subscription section (docs/product.md §5.2), with a body that would pass validation. */
const calls: [method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: object][] = [
  ["POST", "/rapyd/checkout", { subscriptionTier: "Basic" }],
  ["PUT", "/rapyd", { subscriptionTier: "Premium" }],
  ["GET", "/rapyd/prorate?tier=Premium"],
  ["POST", "/rapyd/sync", {}],
  ["DELETE", "/subscriptions"],
  ["GET", "/rapyd/invoices?date=2025-01"],
  ["GET", `/subscriptions/navision?invoiceId=${randomUUID()}`],
  ["GET", "/rapyd/upcoming/invoices"],
  ["GET", "/rapyd/payment_method"],
  ["POST", "/rapyd/checkout-card", {}],
];

async function scene() {
  const owner = await signedInClient(t.app);
  const tenant = await createTenantAs(owner);
  const manager = await signedInClient(t.app);
  await addTenantMember(t.app.db, tenant.id, manager.userId, "ApplicationManager");
  const admin = await signedInClient(t.app);
  await addTenantMember(t.app.db, tenant.id, admin.userId, "ApplicationAdministrator");
  return { owner, manager, admin, api: `/${tenant.identifier}/api` };
}

describe("who may call the subscription section", () => {
  it("refuses an Application Manager and an Application Administrator with 403 on every call", async () => {
    const s = await scene();
    for (const caller of [s.manager, s.admin]) {
      for (const [method, path, body] of calls) {
        const response = await caller.request(method, `${s.api}${path}`, body);
        expect(response.statusCode, `${method} ${path}`).toBe(403);
        expect(response.json().title).toBe("Not authorized");
      }
    }
  });

  it("answers 404 to another company's Owner and 401 to anonymous callers, on every call", async () => {
    const s = await scene();
    const stranger = await signedInClient(t.app);
    await createTenantAs(stranger);
    const anonymous = new TestClient(t.app);
    for (const [method, path, body] of calls) {
      const refused = await stranger.request(method, `${s.api}${path}`, body);
      expect(refused.statusCode, `${method} ${path}`).toBe(404);
      expect(refused.json().title).toBe("Tenant not found");
      expect((await anonymous.request(method, `${s.api}${path}`, body)).statusCode).toBe(401);
    }
  });

  it("lets the Owner and a Super Admin in", async () => {
    const s = await scene();
    const superAdmin = await signedInClient(t.app);
    await makeSuperAdmin(t.app.db, superAdmin.userId);
    for (const caller of [s.owner, superAdmin]) {
      expect((await caller.get(`${s.api}/rapyd/upcoming/invoices`)).statusCode).toBe(200);
      expect((await caller.get(`${s.api}/rapyd/invoices?date=2025-01`)).json()).toEqual([]);
      expect((await caller.get(`${s.api}/rapyd/payment_method`)).json()).toBeNull();
    }
  });

  it("still lets every member read the current subscription", async () => {
    const s = await scene();
    expect((await s.manager.get(`${s.api}/subscriptions/subscription`)).statusCode).toBe(200);
  });
});

describe("requests the subscription section refuses", () => {
  it("validates tiers and months, and refuses changes that do not fit the state", async () => {
    const { owner, api } = await scene();
    expect((await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Enterprise" })).statusCode).toBe(
      400,
    );
    expect((await owner.post(`${api}/rapyd/checkout`, { subscriptionTier: "Gold" })).statusCode).toBe(400);
    expect((await owner.get(`${api}/rapyd/prorate?tier=Trial`)).statusCode).toBe(400);
    expect((await owner.get(`${api}/rapyd/invoices?date=2025-13`)).statusCode).toBe(400);
    // A trial has no paid plan to change or cancel.
    const change = await owner.put(`${api}/rapyd`, { subscriptionTier: "Premium" });
    expect(change.statusCode).toBe(409);
    expect(change.json().title).toBe("Only an active paid subscription can change its plan");
    expect((await owner.get(`${api}/rapyd/prorate?tier=Premium`)).statusCode).toBe(409);
    const cancel = await owner.delete(`${api}/subscriptions`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().title).toBe("Only an active paid subscription can be cancelled");
    expect((await owner.get(`${api}/rapyd/upcoming/invoices`)).json()).toBeNull();
    const card = await owner.post(`${api}/rapyd/checkout-card`);
    expect(card.statusCode).toBe(409);
    expect(card.json().title).toMatch(/^Buy a plan first/);
  });
});
