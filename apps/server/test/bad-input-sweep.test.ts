import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInClient, type TestApp, type TestClient } from "./test-app";

let t: TestApp;
let owner: TestClient;
let identifier: string;
let routes: [string, string][];

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInClient(t.app, "Sweep Owner");
  identifier = `sweep-${Date.now().toString(36)}`;
  expect(
    (await owner.post("/api/tenants", { name: "Sweep Tours", identifier, companyInfo: {} })).statusCode,
  ).toBe(201);
  const docs = (await owner.get("/api/docs/json")).json<{ paths: Record<string, Record<string, unknown>> }>();
  routes = Object.entries(docs.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method): [string, string] => [method.toUpperCase(), path]),
  );
});
afterAll(async () => t.close());

const oddValues = [
  "",
  "%00",
  "x".repeat(5000),
  "ÞÆÖ🙂",
  "00000000-0000-0000-0000-000000000000",
  "../../etc/passwd",
  "' or 1=1 --",
];
const oddBodies: unknown[] = [
  {},
  [],
  "text",
  42,
  null,
  {
    name: { deep: [1, 2, 3] },
    email: 12,
    identifier: null,
    Name: [],
    type: "Nope",
    id: "not-a-uuid",
    projectId: "x",
  },
  { content: "x".repeat(300_000) },
];

/** Every documented route, with every odd path value and body: a 4xx with a title, never a 5xx. */
describe("bad input never causes a server error", () => {
  it("answers every odd request below 500 with a title", async () => {
    const snapshot = async () =>
      Promise.all(
        ["/tenants/current", "/project", "/tenants/settings/policy", "/personalinformation/currentuser"].map(
          async (path) => (await owner.get(`/${identifier}/api${path}`)).body,
        ),
      );
    const before = await snapshot();
    const failures: string[] = [];
    for (const [method, template] of routes) {
      if (template.startsWith("/api/docs")) continue;
      // Signing out would leave the rest of the sweep at the door (401).
      if (template === "/api/user/authenticate/logout") continue;
      // Soft-deleting the company itself would turn the rest of the sweep into 404s.
      if (method === "DELETE" && template.replace(/\/$/, "") === "/{tenant}/api/tenants") continue;
      for (const value of oddValues) {
        const path = template
          .replace("{tenant}", identifier)
          .replace(/\{[^}]+\}/g, encodeURIComponent(value));
        const bodies = method === "GET" || method === "DELETE" ? [undefined] : oddBodies;
        for (const body of bodies) {
          const response = await owner.request(
            method as "POST",
            `${path}?id=${encodeURIComponent(value)}&projectId=${encodeURIComponent(value)}&tier=${encodeURIComponent(value)}`,
            body,
          );
          if (response.statusCode >= 500)
            failures.push(
              `${method} ${path.slice(0, 80)} body=${JSON.stringify(body)?.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 120)}`,
            );
          else if (response.statusCode >= 400 && !response.json<{ title?: string }>().title)
            failures.push(`${method} ${path.slice(0, 80)} → ${response.statusCode} without a title`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Nothing changed, and the owner is still signed in: the sweep reached the services.
    expect(await snapshot()).toEqual(before);
  }, 240_000);
});
