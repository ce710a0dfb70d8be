import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PersonalInformation } from "@stund/shared/contracts/personal-information";
import { createTestApp, signedInClient, TestClient, type TestApp } from "../../../../test/test-app";
import {
  addTenantMember,
  createTenantAs,
  makeSuperAdmin,
  tinyPng,
  uploadFile,
} from "../../../../test/fixtures/tenant-test-factory";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function scene() {
  const owner = await signedInClient(t.app, "Owner");
  const tenant = await createTenantAs(owner);
  const host = await signedInClient(t.app, "Host");
  await addTenantMember(t.app.db, tenant.id, host.userId, "ApplicationHost");
  const stranger = await signedInClient(t.app, "Stranger");
  await createTenantAs(stranger);
  const base = `/${tenant.identifier}/api/personalinformation`;
  return { owner, tenant, host, stranger, base };
}

const profile = { name: "Helga Sigurðardóttir", phone: "+354 862 1234", language: "IS" };

describe("current user's personal information", () => {
  it("shows the caller's own profile to any member", async () => {
    const s = await scene();
    const response = await s.host.get(`${s.base}/currentuser`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: s.host.userId,
      email: s.host.email,
      name: "Host",
      phone: "",
      language: "EN",
      image: null,
    });
  });

  it("answers 401 to anonymous callers and 404 to strangers of the company", async () => {
    const s = await scene();
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${s.base}/currentuser`)).statusCode).toBe(401);
    expect((await anonymous.put(`${s.base}/currentuser`, profile)).statusCode).toBe(401);
    expect((await s.stranger.get(`${s.base}/currentuser`)).statusCode).toBe(404);
    expect((await s.stranger.put(`${s.base}/currentuser`, profile)).statusCode).toBe(404);
    const own = await s.stranger.get(`/api/user/authenticate/__notset__/getUser`);
    expect(own.json().name).toBe("Stranger");
  });

  it("refuses invalid input with the spec's messages and changes nothing", async () => {
    const s = await scene();
    const noName = await s.host.put(`${s.base}/currentuser`, { ...profile, name: " " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toEqual(["Value is required"]);
    const badPhone = await s.host.put(`${s.base}/currentuser`, { ...profile, phone: "555-1234" });
    expect(badPhone.json().errors.phone).toEqual(["Only digits, spaces and a leading plus are allowed"]);
    const longName = await s.host.put(`${s.base}/currentuser`, { ...profile, name: "x".repeat(256) });
    expect(longName.json().errors.name).toEqual(["You have reached the maximum character limit of 255."]);
    expect((await s.host.put(`${s.base}/currentuser`, { ...profile, language: "DE" })).statusCode).toBe(400);
    expect((await s.host.get(`${s.base}/currentuser`)).json().name).toBe("Host");
  });

  it("saves name, phone and language", async () => {
    const s = await scene();
    const response = await s.host.put(`${s.base}/currentuser`, profile);
    expect(response.statusCode).toBe(200);
    expect((await s.host.get(`${s.base}/currentuser`)).json()).toMatchObject(profile);
    expect((await s.owner.get(`${s.base}/currentuser`)).json().name).toBe("Owner");
  });
});

describe("POST /{tenant}/api/personalinformation/image", () => {
  it("stores a PNG, serves it and replaces the old picture", async () => {
    const s = await scene();
    const png = tinyPng();
    const first = await uploadFile(s.host, `${s.base}/image`, png);
    expect(first.statusCode).toBe(200);
    const firstImage = first.json<PersonalInformation>().image!;
    expect(firstImage).toMatch(/^\/files\//);
    const served = await s.host.get(firstImage);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);

    const second = (await uploadFile(s.host, `${s.base}/image`, png)).json<PersonalInformation>().image!;
    expect(second).not.toBe(firstImage);
    expect((await s.host.get(firstImage)).statusCode).toBe(404);
    expect((await s.host.get(`${s.base}/currentuser`)).json().image).toBe(second);
    const me = (await s.host.get("/api/user/authenticate/__notset__/getUser")).json();
    expect(me.image).toBe(second);
  });

  it("rejects a file that is not an image and keeps the picture", async () => {
    const s = await scene();
    const response = await uploadFile(s.host, `${s.base}/image`, Buffer.from("%PDF-1.7"), "me.png");
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe("The file is not a PNG, JPEG, GIF or WebP image");
    expect((await s.host.get(`${s.base}/currentuser`)).json().image).toBeNull();
  });

  it("answers 401 to anonymous callers and 404 to strangers", async () => {
    const s = await scene();
    expect((await uploadFile(new TestClient(t.app), `${s.base}/image`, tinyPng())).statusCode).toBe(401);
    expect((await uploadFile(s.stranger, `${s.base}/image`, tinyPng())).statusCode).toBe(404);
    const own = (await s.stranger.get("/api/user/authenticate/__notset__/getUser")).json();
    expect(own.image).toBeNull();
  });
});

describe("DELETE /{tenant}/api/personalinformation/user/{id}", () => {
  it("refuses to delete somebody else unless the caller is a Super Admin", async () => {
    const s = await scene();
    const forbidden = await s.owner.delete(`${s.base}/user/${s.host.userId}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().title).toBe("Not authorized");
    expect((await s.host.get(`${s.base}/currentuser`)).statusCode).toBe(200);
    expect((await s.stranger.delete(`${s.base}/user/${s.stranger.userId}`)).statusCode).toBe(404);
    expect((await s.stranger.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(200);
    expect((await new TestClient(t.app).delete(`${s.base}/user/${s.host.userId}`)).statusCode).toBe(401);
    expect((await s.host.delete(`${s.base}/user/not-a-uuid`)).statusCode).toBe(400);
  });

  it("refuses to delete the only Owner of a company", async () => {
    const s = await scene();
    const response = await s.owner.delete(`${s.base}/user/${s.owner.userId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().title).toBe(
      `The user is the only Owner of ${s.tenant.name}. Make another user Owner or delete the company first.`,
    );
    expect((await s.owner.get(`${s.base}/currentuser`)).statusCode).toBe(200);
  });

  it("deletes oneself: sessions end, the email is freed and clients are told", async () => {
    const s = await scene();
    const coOwner = await signedInClient(t.app);
    await addTenantMember(t.app.db, s.tenant.id, coOwner.userId, "Owner");
    const userDeleted = vi.spyOn(t.app.hubs, "userDeleted");
    const response = await s.owner.delete(`${s.base}/user/${s.owner.userId}`);
    expect(response.statusCode).toBe(200);
    expect(userDeleted).toHaveBeenCalledWith(s.owner.userId);
    userDeleted.mockRestore();
    expect((await s.owner.get("/api/user/authenticate/__notset__/getUser")).statusCode).toBe(401);
    const login = await new TestClient(t.app).post("/api/user/authenticate/login", {
      email: s.owner.email,
      password: "correct horse battery",
    });
    expect(login.statusCode).toBe(401);
    const again = await new TestClient(t.app).post("/api/user/authenticate/signup", {
      email: s.owner.email,
      password: "another long password",
      name: "New Owner",
    });
    expect(again.statusCode).toBe(201);
    // The remaining Owner is now the only one.
    const last = await coOwner.delete(`${s.base}/user/${coOwner.userId}`);
    expect(last.statusCode).toBe(409);
  });

  it("lets a Super Admin delete anyone", async () => {
    const s = await scene();
    const admin = await signedInClient(t.app);
    await makeSuperAdmin(t.app.db, admin.userId);
    const response = await admin.delete(`${s.base}/user/${s.host.userId}`);
    expect(response.statusCode).toBe(200);
    expect((await s.host.get(`${s.base}/currentuser`)).statusCode).toBe(401);
    expect((await admin.delete(`${s.base}/user/${s.host.userId}`)).statusCode).toBe(404);
  });
});
