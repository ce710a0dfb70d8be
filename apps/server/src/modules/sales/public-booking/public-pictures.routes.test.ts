import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { insertFile } from "../../../files/file.repository";
import { sampleJpeg } from "../../../files/image-test-support";
import {
  projectWithOwner,
  shortForm,
  tinyPng,
  uploadFile,
} from "../../catalogue/experiences/experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const srcset = /^\/files\/[0-9a-f-]{36} 480w, \/files\/[0-9a-f-]{36} 960w, \/files\/[0-9a-f-]{36} 1200w$/;

describe("the public catalogue's pictures", () => {
  it("gives each image of a published experience, in order, its size and srcsets by type", async () => {
    const { owner, url, tenant, create } = await projectWithOwner(t);
    const photo = (await uploadFile(owner, `${url}/images`, await sampleJpeg(1200, 800), "photo.jpg")).json<{
      key: string;
    }>().key;
    // Stored before copies were made: an address and nothing more.
    const older = await insertFile(t.database.db, {
      tenantId: tenant.id,
      contentType: "image/png",
      bytes: tinyPng,
    });
    const experience = await create(
      shortForm("Glacier lagoon", { status: "Published", channels: ["Public"], images: [photo, older] }),
    );
    await create(shortForm("No pictures", { status: "Published", channels: ["Public"] }));

    const base = `/${tenant.identifier}/api/public/experiences`;
    const list = await t.app.inject({ method: "GET", url: base });
    expect(list.statusCode, list.body).toBe(200);
    const listed = list.json<PublicExperience[]>();
    const lagoon = listed.find((e) => e.id === experience.id)!;
    expect(lagoon.images).toEqual([`/files/${photo}`, `/files/${older}`]);
    expect(lagoon.pictures).toEqual([
      {
        url: `/files/${photo}`,
        width: 1200,
        height: 800,
        sources: [
          { type: "image/avif", srcset: expect.stringMatching(srcset) },
          { type: "image/webp", srcset: expect.stringMatching(srcset) },
        ],
      },
      { url: `/files/${older}`, width: null, height: null, sources: [] },
    ]);
    expect(listed.find((e) => e.tag === "no-pictures")!.pictures).toEqual([]);

    const single = await t.app.inject({ method: "GET", url: `${base}/${experience.tag}` });
    expect(single.statusCode).toBe(200);
    expect(single.json<PublicExperience>().pictures).toEqual(lagoon.pictures);

    // The copies the srcset names are served to anyone, for good.
    const first = lagoon.pictures[0]!.sources[0]!.srcset.split(" ")[0]!;
    const served = await t.app.inject({ method: "GET", url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/avif");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
