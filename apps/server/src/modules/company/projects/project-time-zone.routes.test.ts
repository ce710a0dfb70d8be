import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { ownedTenant } from "../../../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("a project's time zone", () => {
  it("follows the company until set, keeps it when left out, refuses unknown zones", async () => {
    const { owner, tenant, createProject } = await ownedTenant(t.app, t.database.db);
    const id = await createProject("Berlin Walks");
    const read = async () => (await owner.get(`${tenant.api}/project/${id}`)).json();
    expect((await read()).timeZone).toBeNull();
    const base = { id, name: "Berlin Walks", identifier: "berlin-walks", description: "" };

    const set = await owner.put(`${tenant.api}/project`, { ...base, timeZone: "Europe/Berlin" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().timeZone).toBe("Europe/Berlin");
    expect((await owner.put(`${tenant.api}/project`, base)).json().timeZone).toBe("Europe/Berlin");

    const bad = await owner.put(`${tenant.api}/project`, { ...base, timeZone: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.timeZone).toEqual(["Choose a time zone from the list"]);
    expect((await read()).timeZone).toBe("Europe/Berlin");

    const cleared = await owner.put(`${tenant.api}/project`, { ...base, timeZone: null });
    expect(cleared.json().timeZone).toBeNull();
  });
});
