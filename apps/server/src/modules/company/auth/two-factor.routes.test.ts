import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recoveryCodes, users } from "../../../db/schema/users";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import { addTenantRole, createTenant } from "../../../../test/factories";
import { hashRecoveryCode } from "./recovery-codes";
import { codeAt, turnOnTwoFactor } from "./two-factor-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "correct horse battery";

describe("setting up two-factor sign-in", () => {
  it("answers 401 to every call without a session", async () => {
    const stranger = new TestClient(t.app);
    expect((await stranger.get("/api/user/two-factor")).statusCode).toBe(401);
    for (const path of ["setup", "enable", "disable", "recovery-codes"])
      expect(
        (await stranger.post(`/api/user/two-factor/${path}`, { code: "123456", password })).statusCode,
      ).toBe(401);
  });

  it("gives a pending secret with its address and QR code, and is off until a code confirms it", async () => {
    const client = await signedInClient(t.app);
    const setup = await client.post("/api/user/two-factor/setup");
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrCode } = setup.json<{ secret: string; uri: string; qrCode: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Stund:${encodeURIComponent(client.email)}?secret=${secret}&issuer=Stund`,
    );
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");

    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
    expect(row).toMatchObject({ totpPendingSecret: secret, totpSecret: null });
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    expect((await client.get("/api/user/authenticate/__notset__/getUser")).json().twoFactorEnabled).toBe(
      false,
    );
  });

  it("refuses a wrong or malformed code and a code before any set-up", async () => {
    const client = await signedInClient(t.app);
    const early = await client.post("/api/user/two-factor/enable", { code: "123456" });
    expect(early.statusCode).toBe(400);
    expect(early.json().title).toBe("Start the set-up of two-factor sign-in first");

    const { secret } = (await client.post("/api/user/two-factor/setup")).json<{ secret: string }>();
    const right = await codeAt(secret);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, "0");
    const refused = await client.post("/api/user/two-factor/enable", { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().title).toBe("The code is not correct");
    const malformed = await client.post("/api/user/two-factor/enable", { code: "12ab56" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.code).toEqual(["Enter the 6-digit code from your authenticator app"]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
    expect(row!.totpSecret).toBeNull();
  });

  it("turns on with a right code and answers ten recovery codes, stored only as hashes", async () => {
    const client = await signedInClient(t.app);
    const { secret, recoveryCodes: codes } = await turnOnTwoFactor(client);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null });
    expect(row!.totpEnabledAt).toBeInstanceOf(Date);
    const stored = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, client.userId));
    const hashes = stored.map((r) => r.codeHash);
    for (const code of codes) {
      expect(hashes).toContain(hashRecoveryCode(code));
      expect(hashes).not.toContain(code);
    }
    const status = (await client.get("/api/user/two-factor")).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect((await client.get("/api/user/authenticate/__notset__/getUser")).json().twoFactorEnabled).toBe(
      true,
    );
  });
});

describe("turning two-factor sign-in off and new recovery codes", () => {
  it("turns off with the password, not without it", async () => {
    const client = await signedInClient(t.app);
    await turnOnTwoFactor(client);
    const wrong = await client.post("/api/user/two-factor/disable", { password: "not my password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe("The password is not correct");
    expect((await client.post("/api/user/two-factor/disable", {})).statusCode).toBe(400);
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(true);

    expect((await client.post("/api/user/two-factor/disable", { password })).statusCode).toBe(200);
    expect((await client.get("/api/user/two-factor")).json()).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    });
    const again = await client.post("/api/user/two-factor/disable", { password });
    expect(again.statusCode).toBe(409);
  });

  it("stays on while a company of the person requires it", async () => {
    const client = await signedInClient(t.app);
    await turnOnTwoFactor(client);
    const owner = await signedInClient(t.app, "Owner");
    const tenant = await createTenant(t.database.db, owner.userId);
    await addTenantRole(t.database.db, tenant.id, client.userId, "ApplicationHost");
    await turnOnTwoFactor(owner);
    expect((await owner.put(`${tenant.api}/tenants/two-factor`, { required: true })).statusCode).toBe(200);

    const refused = await client.post("/api/user/two-factor/disable", { password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe(
      "A company you work for requires two-factor sign-in, so it cannot be turned off",
    );
    expect((await client.get("/api/user/two-factor")).json().enabled).toBe(true);
  });

  it("replaces the recovery codes with the password; the old ones stop working", async () => {
    const client = await signedInClient(t.app);
    const { recoveryCodes: old } = await turnOnTwoFactor(client);
    const wrong = await client.post("/api/user/two-factor/recovery-codes", { password: "not my password" });
    expect(wrong.statusCode).toBe(400);

    const fresh = await client.post("/api/user/two-factor/recovery-codes", { password });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => old.includes(code))).toBe(false);

    const login = await new TestClient(t.app).post("/api/user/authenticate/login", {
      email: client.email,
      password,
    });
    const { challenge } = login.json<{ challenge: string }>();
    const withOld = await new TestClient(t.app).post("/api/user/authenticate/two-factor", {
      challenge,
      recoveryCode: old[0],
    });
    expect(withOld.statusCode).toBe(401);
  });

  it("has no recovery codes to replace while two-factor is off", async () => {
    const client = await signedInClient(t.app);
    const response = await client.post("/api/user/two-factor/recovery-codes", { password });
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe("Two-factor sign-in is not on");
  });
});
