import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  const host = await signedInClient(t.app);
  await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationHost");
  const stranger = await signedInClient(t.app);
  await createTenantAs(stranger);
  return { owner, host, stranger, base: `/${tenant.identifier}/api/tenants/settings/policy` };
}

describe("company policies", () => {
  it("starts with both policies empty, readable by any member", async () => {
    const s = await scene();
    const both = await s.host.get(s.base);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual([
      { type: "TermsAndConditions", content: "", updatedAt: null },
      { type: "RefundPolicy", content: "", updatedAt: null },
    ]);
    const one = await s.host.get(`${s.base}/RefundPolicy`);
    expect(one.json()).toEqual({ type: "RefundPolicy", content: "", updatedAt: null });
  });

  it("hides policies from strangers and anonymous callers and refuses an unknown type", async () => {
    const s = await scene();
    expect((await s.stranger.get(s.base)).statusCode).toBe(404);
    expect((await s.stranger.get(`${s.base}/TermsAndConditions`)).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(s.base)).statusCode).toBe(401);
    expect((await new TestClient(t.app).get(`${s.base}/TermsAndConditions`)).statusCode).toBe(401);
    expect((await s.owner.get(`${s.base}/PrivacyPolicy`)).statusCode).toBe(400);
  });

  it("refuses writes by hosts, strangers and anonymous callers and keeps the text", async () => {
    const s = await scene();
    const body = { type: "TermsAndConditions", content: "Rewritten" };
    expect((await s.host.post(s.base, body)).statusCode).toBe(403);
    expect((await s.stranger.post(s.base, body)).statusCode).toBe(404);
    expect((await new TestClient(t.app).post(s.base, body)).statusCode).toBe(401);
    const invalid = await s.owner.post(s.base, { type: "CookiePolicy", content: "x" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().title).toBeTruthy();
    expect((await s.owner.get(`${s.base}/TermsAndConditions`)).json().content).toBe("");
  });

  it("saves and overwrites a policy", async () => {
    const s = await scene();
    const saved = await s.owner.post(s.base, {
      type: "RefundPolicy",
      content: "Full refund up to 24 hours.",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ type: "RefundPolicy", content: "Full refund up to 24 hours." });
    await s.owner.post(s.base, { type: "RefundPolicy", content: "Full refund up to 48 hours." });
    const read = (await s.host.get(`${s.base}/RefundPolicy`)).json();
    expect(read.content).toBe("Full refund up to 48 hours.");
    expect(new Date(read.updatedAt).toISOString()).toBe(read.updatedAt);
    const both = (await s.host.get(s.base)).json();
    expect(both.map((p: { content: string }) => p.content)).toEqual(["", "Full refund up to 48 hours."]);
  });
});
