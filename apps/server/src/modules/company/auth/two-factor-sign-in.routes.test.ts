import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInChallenges } from "../../../db/schema/users";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { hashToken } from "./session.service";
import { maxChallengeAttempts } from "./two-factor-sign-in.service";
import { codeAt, turnOnTwoFactor } from "./two-factor-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "correct horse battery";
let address = 0;

/** A person with two-factor on, and a browser of theirs that is not signed in, at an address of its own. */
async function personWithTwoFactor() {
  const account = await signedInClient(t.app);
  const twoFactor = await turnOnTwoFactor(account);
  const browser = new TestClient(t.app);
  const from = `192.0.2.${++address}`;
  const send = (path: string, body: unknown) =>
    browser.request("POST", `/api/user/authenticate/${path}`, body, { remoteAddress: from });
  const challenge = async () => {
    const login = await send("login", { email: account.email, password });
    expect(login.statusCode).toBe(200);
    return login.json<{ challenge: string }>().challenge;
  };
  return { account, browser, send, challenge, ...twoFactor };
}

const signedIn = async (browser: TestClient) =>
  (await browser.get("/api/user/authenticate/__notset__/getUser")).statusCode === 200;

describe("signing in with two-factor", () => {
  it("answers the right password with a challenge and no session", async () => {
    const { account, browser, send } = await personWithTwoFactor();
    const login = await send("login", { email: account.email, password });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ twoFactorRequired: boolean; challenge: string }>();
    expect(body).toEqual({ twoFactorRequired: true, challenge: expect.stringMatching(/^[\w-]{43}$/) });
    expect(login.cookies.find((c) => c.name === "stund_session")).toBeUndefined();
    expect(await signedIn(browser)).toBe(false);

    const [row] = await t.database.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.tokenHash, hashToken(body.challenge)));
    expect(row!.userId).toBe(account.userId);
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
  });

  it("still refuses a wrong password as before", async () => {
    const { account, send } = await personWithTwoFactor();
    const login = await send("login", { email: account.email, password: "not the password" });
    expect(login.statusCode).toBe(401);
    expect(login.json().challenge).toBeUndefined();
  });

  it("signs in with the app's code, as a normal sign-in does, and the challenge works once", async () => {
    const { browser, send, challenge, secret } = await personWithTwoFactor();
    const id = await challenge();
    const code = await codeAt(secret, 1);
    const done = await send("two-factor", { challenge: id, code });
    expect(done.statusCode).toBe(200);
    expect(String(done.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect(await signedIn(browser)).toBe(true);

    const again = await new TestClient(t.app).post("/api/user/authenticate/two-factor", {
      challenge: id,
      code,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().title).toBe("This sign-in has expired. Please sign in again.");
  });

  it("accepts a code once: the same code on a new challenge is refused", async () => {
    const { send, challenge, secret } = await personWithTwoFactor();
    const code = await codeAt(secret, 1);
    expect((await send("two-factor", { challenge: await challenge(), code })).statusCode).toBe(200);
    const reused = await send("two-factor", { challenge: await challenge(), code });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().title).toBe("The code is not correct");
  });

  it("refuses the code the set-up was confirmed with", async () => {
    const { send, challenge, secret } = await personWithTwoFactor();
    const response = await send("two-factor", { challenge: await challenge(), code: await codeAt(secret) });
    expect(response.statusCode).toBe(401);
  });

  it("allows five tries per challenge, then the challenge has ended", async () => {
    const { browser, send, challenge, secret } = await personWithTwoFactor();
    const id = await challenge();
    const right = await codeAt(secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < maxChallengeAttempts; i++) {
      const response = await send("two-factor", { challenge: id, code: wrong });
      expect(response.statusCode).toBe(401);
      expect(response.json().title).toBe("The code is not correct");
    }
    const late = await send("two-factor", { challenge: id, code: right });
    expect(late.statusCode).toBe(401);
    expect(late.json().title).toBe("This sign-in has expired. Please sign in again.");
    expect(await signedIn(browser)).toBe(false);
  });

  it("refuses an expired challenge", async () => {
    const { send, challenge, secret } = await personWithTwoFactor();
    const id = await challenge();
    await t.database.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.tokenHash, hashToken(id)));
    const response = await send("two-factor", { challenge: id, code: await codeAt(secret, 1) });
    expect(response.statusCode).toBe(401);
  });

  it("signs in with a recovery code, which then never works again", async () => {
    const { browser, send, challenge, recoveryCodes } = await personWithTwoFactor();
    const code = recoveryCodes[3]!;
    const done = await send("two-factor", {
      challenge: await challenge(),
      recoveryCode: ` ${code.toUpperCase()} `,
    });
    expect(done.statusCode).toBe(200);
    expect(await signedIn(browser)).toBe(true);
    expect((await browser.get("/api/user/two-factor")).json().recoveryCodesLeft).toBe(9);

    const reused = await send("two-factor", { challenge: await challenge(), recoveryCode: code });
    expect(reused.statusCode).toBe(401);
  });

  it("counts wrong codes as failed sign-ins from that address", async () => {
    const { account, send, challenge, secret } = await personWithTwoFactor();
    const held = await challenge();
    const right = await codeAt(secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++)
      expect((await send("two-factor", { challenge: await challenge(), code: wrong })).statusCode).toBe(401);
    const limited = await send("two-factor", { challenge: held, code: right });
    expect(limited.statusCode).toBe(429);
    expect((await send("login", { email: account.email, password })).statusCode).toBe(429);
  });

  it("refuses a body with neither or both kinds of code", async () => {
    const { send, challenge, secret, recoveryCodes } = await personWithTwoFactor();
    const id = await challenge();
    const neither = await send("two-factor", { challenge: id });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors.code).toEqual(["Enter either a code or a recovery code"]);
    const both = await send("two-factor", {
      challenge: id,
      code: await codeAt(secret, 1),
      recoveryCode: recoveryCodes[0],
    });
    expect(both.statusCode).toBe(400);
  });
});
