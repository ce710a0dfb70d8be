import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoPassword, demoTenantIdentifier } from "../src/seed/demo-seed";
import { seedDatabase } from "../src/seed/seed-on-start";
import { createTestApp, TestClient, type TestApp } from "./test-app";

/**
 * The demo company (seeded outside production only) takes test payments through the built-in
 * sandbox, so its admins see no "Payment settings are incomplete" banner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ production: false, allowFakeBilling: true });
});
afterAll(async () => t.close());

describe("the demo company's payments", () => {
  it("can be paid through the sandbox, so the banner stays away", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    // The demo is made on an embedded database; the test database is made to look like one.
    await seedDatabase({ ...t.database, kind: "pglite" }, { config: t.app.config, hubs: t.app.hubs });
    log.mockRestore();
    const owner = new TestClient(t.app);
    const signedIn = await owner.post("/api/user/authenticate/login", {
      email: "demo@stund.is",
      password: demoPassword,
    });
    expect(signedIn.statusCode).toBe(200);
    const settings = (await owner.get(`/${demoTenantIdentifier}/api/paymentsettings`)).json();
    expect(settings).toMatchObject({ broker: "Sandbox", customersCanPay: true });
  });
});
