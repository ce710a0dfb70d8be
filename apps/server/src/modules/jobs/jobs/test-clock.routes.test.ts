import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config/config";
import { createTestApp, TestClient, type TestApp } from "../../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("test clock", () => {
  it("exists only on a server started for browser tests", async () => {
    const response = await new TestClient(t.app).post("/api/test/run-due-jobs", {
      at: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(404);
    const mailbox = await new TestClient(t.app).get("/api/test/emails?to=kari%40example.com");
    expect(mailbox.statusCode).toBe(404);
    expect(loadConfig({ NODE_ENV: "production", STUND_TEST_ROUTES: "1" }).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", STUND_TEST_ROUTES: "1" }).testRoutes).toBe(true);
  });
});
