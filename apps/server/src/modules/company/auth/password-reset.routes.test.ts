import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../../db/schema/emails";
import { passwordResetTokens, users } from "../../../db/schema/users";
import {
  createTestApp,
  signedInClient,
  TestClient,
  uniqueEmail,
  type TestApp,
} from "../../../../test/test-app";
import { passwordResetEmailKind } from "./password-reset-email";
import { invalidResetLinkTitle, maxLinksPerAccount } from "./password-reset.service";
import {
  resetEmailLimitedTitle,
  resetRequestsLimitedTitle,
  resetRequestsPerAddress,
  resetRequestsPerEmail,
} from "./password-reset.routes";
import { hashToken } from "./session.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const oldPassword = "correct horse battery";
const newPassword = "a brand new passphrase";
let address = 0;
/** Each test asks from an address of its own, so the per-address limit is the limit test's alone. */
const nextAddress = () => `198.51.100.${++address}`;

async function askForLink(email: string, language?: "EN" | "IS", from = nextAddress()) {
  return new TestClient(t.app).request(
    "POST",
    "/api/user/authenticate/forgot-password",
    { email, ...(language ? { language } : {}) },
    { remoteAddress: from },
  );
}

async function emailsTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

/** The token of the latest reset email to the address, read off its link. */
async function tokenSentTo(email: string): Promise<string> {
  const sent = (await emailsTo(email)).filter((row) => row.kind === passwordResetEmailKind);
  const link = /^http:\/\/localhost\/reset-password\?token=([\w-]+)$/m.exec(sent.at(-1)!.text)!;
  return link[1]!;
}

const reset = (token: string, password = newPassword) =>
  new TestClient(t.app).post("/api/user/authenticate/reset-password", { token, password });

const signIn = (email: string, password: string) =>
  new TestClient(t.app).request(
    "POST",
    "/api/user/authenticate/login",
    { email, password },
    { remoteAddress: nextAddress() },
  );

describe("asking for a password reset link", () => {
  it("answers an existing and an unknown address alike, and emails only the account", async () => {
    const client = await signedInClient(t.app, "Anna");
    const known = await askForLink(client.email.toUpperCase());
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await askForLink(unknownEmail);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);

    expect(await emailsTo(unknownEmail)).toHaveLength(0);
    const [email] = await emailsTo(client.email);
    expect(email).toMatchObject({ kind: passwordResetEmailKind, tenantId: null, status: "Pending" });
    expect(email!.subject).toBe("Reset your Stund password");
    expect(email!.text).toMatch(/^Hello Anna,/);
  });

  it("stores only the token's hash, valid for an hour", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const token = await tokenSentTo(client.email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, client.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBe(60 * 60 * 1000);
  });

  it("writes the email in the language of the page", async () => {
    const client = await signedInClient(t.app, "Jón");
    await askForLink(client.email, "IS");
    const [email] = await emailsTo(client.email);
    expect(email!.subject).toBe("Endurstilltu lykilorðið þitt hjá Stund");
    expect(email!.text).toMatch(/^Halló Jón,/);
    expect(email!.html).toContain("/reset-password?token=");
  });

  it("limits one email to five requests an hour, known or not, with a clear title", async () => {
    const client = await signedInClient(t.app);
    const unknownEmail = uniqueEmail("nobody");
    for (const email of [client.email, unknownEmail]) {
      for (let i = 0; i < resetRequestsPerEmail; i++) expect((await askForLink(email)).statusCode).toBe(202);
      const limited = await askForLink(email.toUpperCase());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().title).toBe(resetEmailLimitedTitle);
    }
    expect(await emailsTo(client.email)).toHaveLength(resetRequestsPerEmail);
  });

  it("sends no more than five links an hour to one account, counting the links other processes sent", async () => {
    const client = await signedInClient(t.app);
    const now = Date.now();
    await t.database.db.insert(passwordResetTokens).values(
      Array.from({ length: maxLinksPerAccount }, (_, i) => ({
        tokenHash: `sent-elsewhere-${client.userId}-${i}`,
        userId: client.userId,
        createdAt: new Date(now - 10 * 60_000),
        expiresAt: new Date(now + 50 * 60_000),
      })),
    );
    expect((await askForLink(client.email)).statusCode).toBe(202);
    expect(await emailsTo(client.email)).toHaveLength(0);
  });

  it("limits one address to twenty requests an hour with a clear title", async () => {
    const from = "203.0.113.44";
    for (let i = 0; i < resetRequestsPerAddress; i++)
      expect((await askForLink(uniqueEmail(), undefined, from)).statusCode).toBe(202);
    const limited = await askForLink(uniqueEmail(), undefined, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().title).toBe(resetRequestsLimitedTitle);
    const icelandic = await new TestClient(t.app).request(
      "POST",
      "/api/user/authenticate/forgot-password",
      { email: uniqueEmail() },
      { remoteAddress: from, headers: { "accept-language": "is" } },
    );
    expect(icelandic.json().title).toBe(
      "Of margar beiðnir um endurstillingu lykilorðs frá þessari tengingu. Reyndu aftur eftir klukkustund.",
    );
    expect((await askForLink(uniqueEmail())).statusCode).toBe(202);
  });

  it("refuses a malformed address with 400 and sends nothing", async () => {
    const response = await askForLink("not an email");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(["Value is not a valid email address"]);
  });

  it("refuses a request from another site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/authenticate/forgot-password",
      headers: { origin: "https://evil.example", host: "localhost:80", "x-stund-request": "1" },
      payload: { email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe("choosing a new password with the link", () => {
  it("sets the password, ends every session and does not sign in", async () => {
    const client = await signedInClient(t.app);
    const otherDevice = new TestClient(t.app);
    expect(
      (await otherDevice.post("/api/user/authenticate/login", { email: client.email, password: oldPassword }))
        .statusCode,
    ).toBe(200);
    await askForLink(client.email);

    const response = await reset(await tokenSentTo(client.email));
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === "stund_session")).toBeUndefined();
    for (const device of [client, otherDevice])
      expect((await device.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(401);
    expect((await signIn(client.email, oldPassword)).statusCode).toBe(401);
    expect((await signIn(client.email, newPassword)).statusCode).toBe(200);
  });

  it("works once, and ends the account's other links with it", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const first = await tokenSentTo(client.email);
    await askForLink(client.email);
    const second = await tokenSentTo(client.email);
    expect(second).not.toBe(first);

    expect((await reset(second)).statusCode).toBe(200);
    for (const token of [second, first]) {
      const again = await reset(token, "yet another passphrase");
      expect(again.statusCode).toBe(400);
      expect(again.json().title).toBe(invalidResetLinkTitle);
    }
    expect((await signIn(client.email, newPassword)).statusCode).toBe(200);
  });

  it("lets one of two requests racing with one link through", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const token = await tokenSentTo(client.email);
    const answers = await Promise.all([
      reset(token, "first racing passphrase"),
      reset(token, "second racing passphrase"),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? "first racing passphrase" : "second racing passphrase";
    expect((await signIn(client.email, winner)).statusCode).toBe(200);
  });

  it("refuses an expired or unknown link with the same title and changes nothing", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const token = await tokenSentTo(client.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, client.userId));
    for (const bad of [token, "made-up-token"]) {
      const response = await reset(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe(invalidResetLinkTitle);
    }
    expect((await client.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(200);
    expect((await signIn(client.email, oldPassword)).statusCode).toBe(200);
  });

  it("holds a new password to the sign-up rules and keeps the link for a better one", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const token = await tokenSentTo(client.email);
    const short = await reset(token, "short");
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual(["This field should be at least 10 characters long"]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("says the link's title in Icelandic", async () => {
    const response = await new TestClient(t.app).request(
      "POST",
      "/api/user/authenticate/reset-password",
      { token: "made-up-token", password: newPassword },
      { headers: { "accept-language": "is" } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe("Þessi tengill til að endurstilla lykilorð er ógildur eða útrunninn");
  });

  it("does not reset the password of a deleted account", async () => {
    const client = await signedInClient(t.app);
    await askForLink(client.email);
    const token = await tokenSentTo(client.email);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, client.userId));
    expect((await reset(token)).statusCode).toBe(400);
  });
});
