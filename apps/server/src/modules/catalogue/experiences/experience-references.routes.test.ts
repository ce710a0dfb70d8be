import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import {
  experienceAssetRows,
  insertAsset,
  projectWithOwner,
  setEnabledChannels,
  shortForm,
  tinyPng,
  uploadFile,
} from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("experiences: sales channels", () => {
  it("takes only channels the company has enabled; without channels it sells on the enabled ones", async () => {
    const { owner, tenant, url, create, list } = await projectWithOwner(t);
    await setEnabledChannels(t.database.db, tenant.id, ["Public", "Web"]);
    const refused = await owner.post(
      url,
      shortForm("Kiosk tour", { channels: ["Public", "Kiosk", "Agent"] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      title: "Kiosk is not enabled for the company",
      errors: { channels: ["Kiosk is not enabled for the company", "Agent is not enabled for the company"] },
    });
    expect(await list()).toEqual([]);

    const defaulted = await create(shortForm("Walk"));
    expect(defaulted.channels).toEqual(["Public", "Web"]);
    const chosen = await create(shortForm("Bus", { channels: ["Web", "Web"] }));
    expect(chosen.channels).toEqual(["Web"]);
    const none = await create(shortForm("Hidden", { channels: [] }));
    expect(none.channels).toEqual([]);
    const update = await owner.put(`${url}/${chosen.id}`, shortForm("Bus", { channels: ["Private"] }));
    expect(update.statusCode).toBe(400);
    expect(update.json().errors).toEqual({ channels: ["Private is not enabled for the company"] });
    expect((await owner.get(`${url}/${chosen.id}`)).json().channels).toEqual(["Web"]);
  });
});

describe("experiences: asset needs", () => {
  it("uses the project's and the company-wide pools, not another project's or another tenant's", async () => {
    const { owner, tenant, projectId, url, createProject, create } = await projectWithOwner(t);
    const db = t.database.db;
    const own = await insertAsset(db, tenant.id, projectId, "Super jeep");
    const shared = await insertAsset(db, tenant.id, null, "Guide");
    const otherProject = await insertAsset(db, tenant.id, await createProject("Elsewhere"), "Boat");
    const stranger = await projectWithOwner(t);
    const foreign = await insertAsset(db, stranger.tenant.id, null, "Foreign jeep");

    const created = await create(
      shortForm("Jeep tour", {
        assetNeeds: [
          { assetId: own, quantity: 1, per: "Departure" },
          { assetId: shared, quantity: 2, per: "Person" },
        ],
      }),
    );
    expect(await experienceAssetRows(db, tenant.id, created.id)).toEqual(
      expect.arrayContaining([
        { assetId: own, quantity: 1, per: "Departure" },
        { assetId: shared, quantity: 2, per: "Person" },
      ]),
    );

    for (const assetId of [foreign, otherProject]) {
      const refused = await owner.post(
        url,
        shortForm("Planted", { assetNeeds: [{ assetId, quantity: 1, per: "Booking" }] }),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        assetNeeds: ["Asset 1 is not an asset of this project or of the company"],
      });
      const onUpdate = await owner.put(
        `${url}/${created.id}`,
        shortForm("Jeep tour", { assetNeeds: [{ assetId, quantity: 1, per: "Booking" }] }),
      );
      expect(onUpdate.statusCode).toBe(400);
    }
    const twice = await owner.post(
      url,
      shortForm("Twice", {
        assetNeeds: [
          { assetId: own, quantity: 1, per: "Booking" },
          { assetId: own, quantity: 2, per: "Person" },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors.assetNeeds).toEqual(["Asset 2 is listed more than once"]);
    expect(await experienceAssetRows(db, tenant.id, created.id)).toHaveLength(2);
    expect((await owner.get(url)).json()).toHaveLength(1);
  });
});

describe("experiences: images", () => {
  it("uploads a real PNG, keeps the gallery order and serves the files", async () => {
    const { owner, url, create } = await projectWithOwner(t);
    const uploads = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await uploadFile(owner, `${url}/images`, tinyPng);
      expect(response.statusCode, response.body).toBe(201);
      uploads.push(response.json<{ key: string; url: string }>());
    }
    const [a, b, c] = uploads;
    expect(a!.url).toBe(`/files/${a!.key}`);
    const served = await owner.get(a!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng)).toBe(true);

    const created = await create(shortForm("Gallery", { images: [c!.key, a!.key, b!.key] }));
    expect(created.images).toEqual([c!.key, a!.key, b!.key]);
    const reordered = await owner.put(
      `${url}/${created.id}`,
      shortForm("Gallery", { images: [b!.key, c!.key] }),
    );
    expect(reordered.json().images).toEqual([b!.key, c!.key]);
    expect((await owner.get(url)).json()[0].images).toEqual([b!.key, c!.key]);
  });

  it("refuses a text file dressed as a PNG, and keys that are not this company's images", async () => {
    const { owner, url, create } = await projectWithOwner(t);
    const disguised = await uploadFile(owner, `${url}/images`, Buffer.from("just some text\n"), "photo.png");
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().title).toBe("The file is not a PNG, JPEG, GIF or WebP image");
    const notMultipart = await owner.post(`${url}/images`, { image: "x" });
    expect(notMultipart.statusCode).toBe(400);

    const stranger = await projectWithOwner(t);
    const theirs = (await uploadFile(stranger.owner, `${stranger.url}/images`, tinyPng)).json().key as string;
    const mine = (await uploadFile(owner, `${url}/images`, tinyPng)).json().key as string;
    const refused = await owner.post(url, shortForm("Stolen", { images: [mine, theirs, "not-a-key"] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      title: "Image 2 is not an image uploaded for this company",
      errors: {
        images: [
          "Image 2 is not an image uploaded for this company",
          "Image 3 is not an image uploaded for this company",
        ],
      },
    });
    const twice = await owner.post(url, shortForm("Twice", { images: [mine, mine] }));
    expect(twice.json().errors.images).toEqual(["Image 2 is listed more than once"]);
    expect((await owner.get(url)).json()).toEqual([]);
    expect((await create(shortForm("Mine", { images: [mine] }))).images).toEqual([mine]);
  });
});
