import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("framing", () => {
  it("lets other sites frame the public plans screen, the storefront and booking pages only", async () => {
    const client = new TestClient(t.app);
    const embed = await client.get("/embed/subscriptions");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.headers["content-security-policy"]).toBe("frame-ancestors *");

    for (const url of ["/acme/storefront", "/acme/storefront/whales?embed=1", "/acme/booking/5c1e"]) {
      const page = await client.get(url);
      expect(page.headers["x-frame-options"], url).toBeUndefined();
      expect(page.headers["content-security-policy"], url).toBe("frame-ancestors *");
    }

    const console = await client.get("/login");
    expect(console.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(console.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    for (const url of ["/acme/settings", "/acme/harbour/bookings", "/acme/api/public/experiences"]) {
      const page = await client.get(url);
      expect(page.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
