import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema/users";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = "correct horse battery";
const newPassword = "a brand new passphrase";

/** The same account signed in on a second device. */
async function secondDevice(email: string, secret = password) {
  const device = new TestClient(t.app);
  expect((await device.post("/api/user/authenticate/login", { email, password: secret })).statusCode).toBe(
    200,
  );
  return device;
}
const live = async (device: TestClient) =>
  (await device.get("/api/user/authenticate/__notset__/getUser")).statusCode === 200;

describe("changing the password", () => {
  it("answers 401 without a session", async () => {
    const response = await new TestClient(t.app).put("/api/user/authenticate/password", {
      currentPassword: password,
      newPassword,
    });
    expect(response.statusCode).toBe(401);
  });

  it("changes it, keeps this session and ends every other", async () => {
    const client = await signedInClient(t.app);
    const other = await secondDevice(client.email);
    const response = await client.put("/api/user/authenticate/password", {
      currentPassword: password,
      newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(await live(client)).toBe(true);
    expect(await live(other)).toBe(false);
    expect(
      (await new TestClient(t.app).post("/api/user/authenticate/login", { email: client.email, password }))
        .statusCode,
    ).toBe(401);
    await secondDevice(client.email, newPassword);
  });

  it("refuses a wrong current password with a clear title and changes nothing", async () => {
    const client = await signedInClient(t.app);
    const other = await secondDevice(client.email);
    const response = await client.put("/api/user/authenticate/password", {
      currentPassword: "not my password",
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe("The password is not correct");
    expect(response.json().errors.currentPassword).toEqual(["The password is not correct"]);
    expect(await live(other)).toBe(true);
    await secondDevice(client.email, password);
  });

  it("holds the new password to the sign-up rules", async () => {
    const client = await signedInClient(t.app);
    const response = await client.put("/api/user/authenticate/password", {
      currentPassword: password,
      newPassword: "short",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.newPassword).toEqual(["This field should be at least 10 characters long"]);
    await secondDevice(client.email, password);
  });

  it("needs the site's request header, like every other write", async () => {
    const client = await signedInClient(t.app);
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/user/authenticate/password",
      headers: { origin: "http://localhost:80", host: "localhost:80", cookie: client.cookie },
      payload: { currentPassword: password, newPassword },
    });
    expect(response.statusCode).toBe(403);
    await secondDevice(client.email, password);
  });
});

describe("signing out of the other sessions", () => {
  it("answers 401 without a session", async () => {
    expect((await new TestClient(t.app).post("/api/user/authenticate/sign-out-others")).statusCode).toBe(401);
  });

  it("ends every other session of the user, and no one else's", async () => {
    const client = await signedInClient(t.app);
    const others = [await secondDevice(client.email), await secondDevice(client.email)];
    const stranger = await signedInClient(t.app);
    const response = await client.post("/api/user/authenticate/sign-out-others");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect(await live(client)).toBe(true);
    for (const other of others) expect(await live(other)).toBe(false);
    expect(await live(stranger)).toBe(true);
  });
});

describe("the time of the last sign-in", () => {
  it("is written when a session starts", async () => {
    const client = await signedInClient(t.app);
    const before = Date.now();
    await secondDevice(client.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, client.userId));
    expect(row!.lastSignInAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
