import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  signedInClient,
  TestClient,
  uniqueEmail,
  type TestApp,
} from "../../../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("sign-up, sign-in and sessions", () => {
  it("signs up, reports the user, and refuses a taken email with 409", async () => {
    const client = await signedInClient(t.app, "Anna");
    const me = await client.get("/api/user/authenticate/__notset__/getUser");
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ authenticated: true, email: client.email, name: "Anna", tenants: [] });

    const again = await new TestClient(t.app).post("/api/user/authenticate/signup", {
      email: client.email.toUpperCase(),
      password: "another long password",
      name: "Other",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe("An account with this email already exists");
  });

  it("refuses a short password with the spec's message and creates nothing", async () => {
    const client = new TestClient(t.app);
    const email = uniqueEmail();
    const response = await client.post("/api/user/authenticate/signup", {
      email,
      password: "short",
      name: "X",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.password).toEqual(["This field should be at least 10 characters long"]);
    const login = await client.post("/api/user/authenticate/login", { email, password: "short" });
    expect(login.statusCode).toBe(401);
  });

  it("answers 401 to getUser without a session", async () => {
    const response = await new TestClient(t.app).get("/api/user/authenticate/__notset__/getUser");
    expect(response.statusCode).toBe(401);
    expect(response.json().title).toBeTruthy();
  });

  it("rotates the session id on login and kills it on logout", async () => {
    const client = await signedInClient(t.app);
    const firstCookie = client.cookie;
    const login = await client.post("/api/user/authenticate/login", {
      email: client.email,
      password: "correct horse battery",
    });
    expect(login.statusCode).toBe(200);
    expect(client.cookie).not.toBe(firstCookie);

    const stale = new TestClient(t.app);
    stale.cookie = firstCookie;
    expect((await stale.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(401);

    const setCookie = login.headers["set-cookie"];
    expect(String(setCookie)).toMatch(/HttpOnly/i);
    expect(String(setCookie)).toMatch(/SameSite=Lax/i);

    const keep = client.cookie;
    expect((await client.post("/api/user/authenticate/logout")).statusCode).toBe(200);
    const after = new TestClient(t.app);
    after.cookie = keep;
    expect((await after.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(401);
  });

  it("rejects a write without the Origin check and custom header", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/authenticate/login",
      headers: { origin: "https://evil.example", host: "localhost:80" },
      payload: { email: "a@b.is", password: "whatever12345" },
    });
    expect(response.statusCode).toBe(403);
    const noHeader = await t.app.inject({
      method: "POST",
      url: "/api/user/authenticate/login",
      headers: { origin: "http://localhost:80", host: "localhost:80" },
      payload: { email: "a@b.is", password: "whatever12345" },
    });
    expect(noHeader.statusCode).toBe(403);
  });

  it("rate-limits failed sign-ins per address", async () => {
    const attacker = new TestClient(t.app);
    for (let i = 0; i < 20; i++) {
      await attacker.request(
        "POST",
        "/api/user/authenticate/login",
        { email: uniqueEmail(), password: "wrong password!" },
        { remoteAddress: "192.0.2.7" },
      );
    }
    const blocked = await attacker.request(
      "POST",
      "/api/user/authenticate/login",
      { email: uniqueEmail(), password: "wrong password!" },
      { remoteAddress: "192.0.2.7" },
    );
    expect(blocked.statusCode).toBe(429);
  });

  it("refreshes a live session and says so", async () => {
    const client = await signedInClient(t.app);
    const response = await client.get("/api/user/authenticate/refresh");
    expect(response.json()).toEqual({ authenticated: true });
    expect((await new TestClient(t.app).get("/api/user/authenticate/refresh")).json()).toEqual({
      authenticated: false,
    });
  });
});
