import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("framing", () => {
  it("lets other sites frame the public plans screen only", async () => {
    const client = new TestClient(t.app);
    const embed = await client.get("/embed/subscriptions");
    expect(embed.headers["x-frame-options"]).toBeUndefined();
    expect(embed.headers["content-security-policy"]).toBe("frame-ancestors *");

    const console = await client.get("/login");
    expect(console.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(console.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
  });
});
