import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TestClient, uniqueEmail, type TestApp } from "../test-app";
import { maxFailuresPerAddress } from "../../src/modules/company/auth/login-rate-limit";

/** A route that says which address the server believes the caller has. */
const callerAddressRoute = (app: FastifyInstance) =>
  app.get("/test/caller-address", async (request) => ({ ip: request.ip }));

const addressOf = async (t: TestApp, forwardedFor: string, remoteAddress = "127.0.0.1") =>
  (
    await t.app.inject({
      method: "GET",
      url: "/test/caller-address",
      headers: { "x-forwarded-for": forwardedFor },
      remoteAddress,
    })
  ).json<{ ip: string }>().ip;

describe("with no trusted proxies (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, callerAddressRoute);
  });
  afterAll(async () => t.close());

  it("ignores X-Forwarded-For: the connection's address is the caller's", async () => {
    expect(await addressOf(t, "203.0.113.77", "192.0.2.9")).toBe("192.0.2.9");
  });

  it("keeps the sign-in limit per address whatever the header says", async () => {
    const attacker = new TestClient(t.app);
    const attempt = (i: number) =>
      attacker.request(
        "POST",
        "/api/user/authenticate/login",
        { email: uniqueEmail(), password: "wrong password!" },
        { remoteAddress: "192.0.2.8", headers: { "x-forwarded-for": `198.51.100.${i}` } },
      );
    for (let i = 0; i < maxFailuresPerAddress; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(250)).statusCode).toBe(429);
  });
});

describe("with TRUSTED_PROXIES set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustedProxies: ["127.0.0.1", "10.0.0.0/8"] }, callerAddressRoute);
  });
  afterAll(async () => t.close());

  it("takes the right-most address that is not a trusted proxy", async () => {
    expect(await addressOf(t, "203.0.113.77")).toBe("203.0.113.77");
    // The client wrote the first address itself; the proxy appended the one it saw.
    expect(await addressOf(t, "203.0.113.77, 198.51.100.4")).toBe("198.51.100.4");
    expect(await addressOf(t, "203.0.113.77, 198.51.100.4, 10.1.2.3")).toBe("198.51.100.4");
  });

  it("believes no header from a caller that is not a trusted proxy", async () => {
    expect(await addressOf(t, "203.0.113.77", "192.0.2.9")).toBe("192.0.2.9");
  });
});

describe("loadConfig", () => {
  it("reads TRUSTED_PROXIES as a comma-separated list, empty by default", async () => {
    const { loadConfig } = await import("../../src/config/config");
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: " 10.0.0.0/8, loopback ," }).trustedProxies).toEqual([
      "10.0.0.0/8",
      "loopback",
    ]);
  });
});
