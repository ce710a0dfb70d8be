import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema/emails";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  accountBackoffAfter,
  accountBackoffTitle,
  backoffMs,
  maxFailuresPerPair,
  pairLimitedTitle,
  windowMs,
} from "./login-rate-limit";
import { signInWarningKind } from "./sign-in-warning";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "correct horse battery";
const signIn = (email: string, from: string, secret = password) =>
  new TestClient(t.app).request(
    "POST",
    "/api/user/authenticate/login",
    { email, password: secret },
    {
      remoteAddress: from,
    },
  );

/** A user who has signed in once from their usual address. */
async function owner() {
  const client = await signedInClient(t.app, "Owner");
  expect((await signIn(client.email, "198.51.100.10")).statusCode).toBe(200);
  return client;
}

describe("sign-in limits that cannot be turned against the user", () => {
  it("stops wrong passwords from one address after five, while the owner elsewhere still signs in", async () => {
    const { email } = await owner();
    for (let i = 0; i < maxFailuresPerPair; i++)
      expect((await signIn(email, "203.0.113.5", "wrong password!")).statusCode).toBe(401);
    const blocked = await signIn(email, "203.0.113.5");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ title: string }>().title).toBe(pairLimitedTitle);
    // Before, the right password was refused from everywhere for 15 minutes.
    expect((await signIn(email, "198.51.100.10")).statusCode).toBe(200);
    expect((await signIn(email, "198.51.100.77")).statusCode).toBe(200);
  });

  it("slows an attack spread over many addresses, never the owner's own address, and tells the owner", async () => {
    const { email } = await owner();
    for (let i = 0; i < accountBackoffAfter; i++)
      expect((await signIn(email, `203.0.113.${20 + i}`, "wrong password!")).statusCode).toBe(401);
    const slowed = await signIn(email, "203.0.113.99", "wrong password!");
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<{ title: string }>().title).toBe(accountBackoffTitle);
    expect((await signIn(email, "198.51.100.10")).statusCode).toBe(200);

    const warnings = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ kind: signInWarningKind, tenantId: null, status: "Pending" });
    expect(warnings[0]!.subject).toMatch(/failed sign-ins/);
  });

  it("asks an unknown address to wait twice as long after each failure, up to the window", () => {
    expect(backoffMs(accountBackoffAfter - 1)).toBe(0);
    expect(backoffMs(accountBackoffAfter)).toBe(1000);
    expect(backoffMs(accountBackoffAfter + 3)).toBe(8000);
    expect(backoffMs(accountBackoffAfter + 40)).toBe(windowMs);
  });
});
