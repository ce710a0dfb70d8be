import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { makeSuperAdmin } from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
let publisher: TestClient;

async function publish(type: "TermsAndConditions" | "PrivacyPolicy", content: string) {
  const response = await publisher.post(`/api/UserTerms/documents/${type}`, { content });
  expect(response.statusCode).toBe(201);
  return response.json<{ version: number }>();
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInClient(t.app, "Publisher");
  await makeSuperAdmin(t.app.db, admin.userId);
  publisher = admin;
  await publish("TermsAndConditions", "Terms, first edition");
  await publish("PrivacyPolicy", "Privacy, first edition");
});
afterAll(async () => t.close());

describe("terms acceptance", () => {
  it("answers 401 to every call that needs a user", async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get("/api/UserTerms/")).statusCode).toBe(401);
    expect((await anonymous.post("/api/UserTerms/accept-terms-and-condition")).statusCode).toBe(401);
    expect((await anonymous.post("/api/UserTerms/accept-privacy-policy")).statusCode).toBe(401);
    const publishing = await anonymous.post("/api/UserTerms/documents/TermsAndConditions", { content: "x" });
    expect(publishing.statusCode).toBe(401);
    expect(publishing.json().title).toBe("You are not signed in");
  });

  it("starts with nothing accepted and accepts terms, then privacy", async () => {
    const user = await signedInClient(t.app);
    expect((await user.get("/api/UserTerms/")).json()).toEqual({
      termsAndConditionAccepted: false,
      privacyPolicyAccepted: false,
    });
    const terms = await user.post("/api/UserTerms/accept-terms-and-condition");
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({ termsAndConditionAccepted: true, privacyPolicyAccepted: false });
    const privacy = await user.post("/api/UserTerms/accept-privacy-policy");
    expect(privacy.statusCode).toBe(200);
    expect((await user.get("/api/UserTerms/")).json()).toEqual({
      termsAndConditionAccepted: true,
      privacyPolicyAccepted: true,
    });
  });

  it("refuses the privacy policy before the terms and records nothing", async () => {
    const user = await signedInClient(t.app);
    const response = await user.post("/api/UserTerms/accept-privacy-policy");
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe("Please accept the terms and conditions before the privacy policy");
    expect((await user.get("/api/UserTerms/")).json().privacyPolicyAccepted).toBe(false);
  });

  it("one user's acceptance is not another's", async () => {
    const first = await signedInClient(t.app);
    const second = await signedInClient(t.app);
    await first.post("/api/UserTerms/accept-terms-and-condition");
    expect((await second.get("/api/UserTerms/")).json().termsAndConditionAccepted).toBe(false);
  });
});

describe("platform documents", () => {
  it("serves the latest version publicly and refuses an unknown type", async () => {
    const anonymous = new TestClient(t.app);
    const response = await anonymous.get("/api/UserTerms/documents/PrivacyPolicy");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ type: "PrivacyPolicy", content: expect.any(String) });
    expect(new Date(response.json().publishedAt).toISOString()).toBe(response.json().publishedAt);
    const unknown = await anonymous.get("/api/UserTerms/documents/CookiePolicy");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().title).toBeTruthy();
  });

  it("refuses publication by anyone but a Super Admin and keeps the version", async () => {
    const before = (await publisher.get("/api/UserTerms/documents/TermsAndConditions")).json();
    const user = await signedInClient(t.app);
    const response = await user.post("/api/UserTerms/documents/TermsAndConditions", { content: "Mine now" });
    expect(response.statusCode).toBe(403);
    expect(response.json().title).toBe("Not authorized");
    expect((await user.get("/api/UserTerms/documents/TermsAndConditions")).json()).toEqual(before);
  });

  it("refuses empty content with the spec's message", async () => {
    const response = await publisher.post("/api/UserTerms/documents/PrivacyPolicy", { content: "   " });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.content).toEqual(["Value is required"]);
  });

  it("publishes version n+1, resets everybody's acceptance and tells the clients", async () => {
    const user = await signedInClient(t.app);
    await user.post("/api/UserTerms/accept-terms-and-condition");
    await user.post("/api/UserTerms/accept-privacy-policy");
    const before = (await user.get("/api/UserTerms/documents/TermsAndConditions")).json();

    const termsUpdated = vi.spyOn(t.app.hubs, "termsUpdated");
    const created = await publish("TermsAndConditions", "Terms, next edition");
    expect(created.version).toBe(before.version + 1);
    expect(termsUpdated).toHaveBeenCalledTimes(1);
    termsUpdated.mockRestore();

    const latest = (await user.get("/api/UserTerms/documents/TermsAndConditions")).json();
    expect(latest).toMatchObject({ version: before.version + 1, content: "Terms, next edition" });
    expect((await user.get("/api/UserTerms/")).json()).toEqual({
      termsAndConditionAccepted: false,
      privacyPolicyAccepted: true,
    });
    await user.post("/api/UserTerms/accept-terms-and-condition");
    expect((await user.get("/api/UserTerms/")).json().termsAndConditionAccepted).toBe(true);
  });
});
