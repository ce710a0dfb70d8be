import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../test/test-app";
import { consolePolicy, embeddablePolicy } from "./content-security-policy";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("content security policy", () => {
  it("lets scripts come only from this server, on the console and the API alike", async () => {
    const client = new TestClient(t.app);
    for (const url of ["/login", "/acme/settings", "/api/user/current", "/acme/storefront"]) {
      const policy = String((await client.get(url)).headers["content-security-policy"]);
      expect(policy, url).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy, url).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy, url).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(policy, url).toMatch(/object-src 'none'/);
    }
  });

  it("keeps a page's own stricter policy", async () => {
    const page = await new TestClient(t.app).get("/pay/00000000-0000-0000-0000-000000000000");
    expect(page.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
  });
});

describe("framing", () => {
  it("lets other sites frame the public plans screen, the storefront and booking pages only", async () => {
    const client = new TestClient(t.app);
    const embed = await client.get("/embed/subscriptions");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.headers["content-security-policy"]).toBe(embeddablePolicy);

    for (const url of ["/acme/storefront", "/acme/storefront/whales?embed=1", "/acme/booking/5c1e"]) {
      const page = await client.get(url);
      expect(page.headers["x-frame-options"], url).toBeUndefined();
      expect(page.headers["content-security-policy"], url).toBe(embeddablePolicy);
    }

    const console = await client.get("/login");
    expect(console.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(console.headers["content-security-policy"]).toBe(consolePolicy);
    for (const url of ["/acme/settings", "/acme/harbour/bookings", "/acme/api/public/experiences"]) {
      const page = await client.get(url);
      expect(page.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
