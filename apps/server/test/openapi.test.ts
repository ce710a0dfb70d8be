import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Every call of the platform shell, as docs/product.md §5.2 names it (OpenAPI writes path parameters as {name}). */
const expected: [string, string][] = [
  ["post", "/api/user/authenticate/signup"],
  ["post", "/api/user/authenticate/login"],
  ["post", "/api/user/authenticate/logout"],
  ["get", "/api/user/authenticate/{tenant}/getUser"],
  ["get", "/api/user/authenticate/refresh"],
  ["get", "/api/UserTerms/"],
  ["post", "/api/UserTerms/accept-terms-and-condition"],
  ["post", "/api/UserTerms/accept-privacy-policy"],
  ["post", "/api/tenants"],
  ["get", "/api/tenants"],
  ["get", "/api/tenants/{id}"],
  ["put", "/api/tenants/activate"],
  ["put", "/{tenant}/api/tenants/"],
  ["put", "/{tenant}/api/tenants/settings"],
  ["get", "/{tenant}/api/tenants/settings/policy/{type}"],
  ["post", "/{tenant}/api/tenants/settings/policy"],
  ["put", "/{tenant}/api/tenants/billinginfo"],
  ["post", "/{tenant}/api/tenants/logo"],
  ["delete", "/{tenant}/api/tenants/logo"],
  ["delete", "/{tenant}/api/tenants/"],
  ["delete", "/{tenant}/api/tenants/deletePermanently"],
  ["get", "/{tenant}/api/personalinformation/currentuser"],
  ["put", "/{tenant}/api/personalinformation/currentuser"],
  ["post", "/{tenant}/api/personalinformation/image"],
  ["delete", "/{tenant}/api/personalinformation/user/{id}"],
  ["get", "/{tenant}/api/subscriptions/subscription"],
  ["get", "/{tenant}/api/project"],
  ["get", "/{tenant}/api/project/{id}"],
  ["post", "/{tenant}/api/project"],
  ["put", "/{tenant}/api/project"],
  ["delete", "/{tenant}/api/project/{id}"],
  ["post", "/{tenant}/api/project/image"],
  ["delete", "/{tenant}/api/project/image/{id}"],
  ["get", "/{tenant}/api/project/staff"],
  ["post", "/{tenant}/api/salesunit"],
  ["put", "/{tenant}/api/salesunit"],
  ["delete", "/{tenant}/api/salesunit/{id}"],
  ["get", "/translation/{language}"],
];

describe("API documentation", () => {
  it("documents every call of the shell at /api/docs/json, with request schemas", async () => {
    const response = await new TestClient(t.app).get("/api/docs/json");
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>().paths;
    const normalise = (p: string) => p.replace(/\/$/, "");
    const documented = new Map<string, Record<string, { requestBody?: unknown }>>();
    for (const [p, ops] of Object.entries(paths))
      documented.set(normalise(p), { ...documented.get(normalise(p)), ...ops });
    for (const [method, path] of expected) {
      expect(documented.get(normalise(path))?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
    expect(documented.get("/api/user/authenticate/signup")?.post?.requestBody).toBeDefined();
  });

  it("serves the browsable docs page", async () => {
    const response = await new TestClient(t.app).get("/api/docs/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<html");
  });
});
