import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, TestClient, type TestApp } from "./test-app";

let t: TestApp;
let identifier: string;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await signedInClient(t.app, "Owner");
  identifier = `order-${Date.now().toString(36)}`;
  const created = await owner.post("/api/tenants", { name: "Order Tours", identifier, companyInfo: {} });
  expect(created.statusCode).toBe(201);
});
afterAll(async () => t.close());

/** Tenant routes decide access before they look at the body: outsiders learn nothing from validation. */
describe("access is decided before validation", () => {
  const badWrites: [string, string][] = [
    ["PUT", "/tenants/settings"],
    ["POST", "/tenants/settings/policy"],
    ["PUT", "/tenants/billinginfo"],
    ["POST", "/project"],
    ["POST", "/salesunit"],
    ["PUT", "/personalinformation/currentuser"],
  ];

  it("answers 401 to a signed-out caller with a bad body", async () => {
    const anonymous = new TestClient(t.app);
    for (const [method, path] of badWrites) {
      const response = await anonymous.request(method as "PUT", `/${identifier}/api${path}`, {
        nonsense: true,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it("answers 404 to another company's user with a bad body", async () => {
    const outsider = await signedInClient(t.app, "Outsider");
    for (const [method, path] of badWrites) {
      const response = await outsider.request(method as "PUT", `/${identifier}/api${path}`, {
        nonsense: true,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().title).toBe("Tenant not found");
    }
  });
});
