import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { removeSubscription, setSubscription } from "../../../../test/factories";
import { projectWithOwner, shortForm } from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Basic allows 10 experiences in the default catalogue. */
const basicLimit = 10;
const limitTitle = "You have reached the experience limit of your plan";

describe("experiences: plan limit", () => {
  it("counts experiences that are not archived, across projects, on create, duplicate and unarchive", async () => {
    const { owner, tenant, url, createProject, create, list } = await projectWithOwner(t);
    const db = t.database.db;
    await setSubscription(db, tenant.id, "Basic", "Active");
    await createProject("Second", "second-harbour");
    const secondUrl = `${tenant.api}/second-harbour/experiences`;
    const ids: string[] = [];
    for (let i = 0; i < basicLimit - 1; i += 1) ids.push((await create(shortForm(`Tour ${i}`))).id);
    expect((await owner.post(secondUrl, shortForm("Elsewhere"))).statusCode).toBe(201);

    const refused = await owner.post(url, shortForm("One too many"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: "FeatureAccessDenied", title: limitTitle });
    const duplicate = await owner.post(`${url}/${ids[0]}/duplicate`);
    expect(duplicate.statusCode).toBe(403);
    expect(duplicate.json().errorCode).toBe("FeatureAccessDenied");
    expect(await list()).toHaveLength(basicLimit - 1);

    const archivedNew = await owner.post(url, shortForm("Old tour", { status: "Archived" }));
    expect(archivedNew.statusCode).toBe(201);
    const unarchive = await owner.put(`${url}/${archivedNew.json().id}`, shortForm("Old tour"));
    expect(unarchive.statusCode).toBe(403);
    expect(unarchive.json().errorCode).toBe("FeatureAccessDenied");
    expect((await owner.get(`${url}/${archivedNew.json().id}`)).json().status).toBe("Archived");

    expect((await owner.post(`${url}/${ids[0]}/archive`)).statusCode).toBe(200);
    expect((await owner.post(`${url}/${ids[1]}/duplicate`)).statusCode).toBe(201);
    expect((await owner.post(url, shortForm("Still one too many"))).statusCode).toBe(403);
    expect((await owner.put(`${url}/${ids[1]}`, shortForm("Renamed"))).statusCode).toBe(200);

    await setSubscription(db, tenant.id, "Standard", "Active");
    expect((await owner.post(url, shortForm("Room again"))).statusCode).toBe(201);
  });

  it("allows no new experience without an open subscription", async () => {
    const { owner, tenant, url, create, list } = await projectWithOwner(t);
    const kept = await create();
    await removeSubscription(t.database.db, tenant.id);
    const refused = await owner.post(url, shortForm("New"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe("FeatureAccessDenied");
    expect((await owner.get(`${url}/${kept.id}`)).statusCode).toBe(200);
    expect((await list()).map((e) => e.id)).toEqual([kept.id]);
  });
});
