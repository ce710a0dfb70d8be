import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../../test/test-app";
import { storedFiles } from "../../../db/schema/files";
import { insertFile } from "../../../files/file.repository";
import { hugePng, sampleJpeg } from "../../../files/image-test-support";
import { picturesOf } from "./experience-image.service";
import { projectWithOwner, shortForm, tinyPng } from "./experience-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function upload(client: TestClient, url: string, bytes: Buffer, headers: Record<string, string> = {}) {
  const boundary = "----stund-picture-boundary";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request("POST", url, body, {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

const srcsetEntry = /^\/files\/([0-9a-f-]{36}) (\d+)w$/;

/** The keys and widths a srcset names. */
function entries(srcset: string): { key: string; width: number }[] {
  return srcset.split(", ").map((entry) => {
    const match = srcsetEntry.exec(entry);
    if (!match) throw new Error(`not a srcset entry: ${entry}`);
    return { key: match[1]!, width: Number(match[2]) };
  });
}

describe("experience images: smaller copies made at upload", () => {
  it("stores the original with its size and AVIF and WebP copies at 480, 960 and 1600, served for good", async () => {
    const { owner, url, tenant } = await projectWithOwner(t);
    const photo = await sampleJpeg(1800, 1125);
    const response = await upload(owner, `${url}/images`, photo);
    expect(response.statusCode, response.body).toBe(201);
    const { key } = response.json<{ key: string; url: string }>();

    const [picture] = await picturesOf(t.database.db, tenant.id, [key]);
    expect(picture).toMatchObject({ url: `/files/${key}`, width: 1800, height: 1125 });
    expect(picture!.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    for (const source of picture!.sources) {
      const named = entries(source.srcset);
      expect(named.map((entry) => entry.width)).toEqual([480, 960, 1600]);
      for (const { key: copy, width } of named) {
        const served = await owner.get(`/files/${copy}`);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(source.type);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(served.headers["content-security-policy"]).toBe("default-src 'none'");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(served.rawPayload.length).toBeGreaterThan(0);
        const [row] = await t.database.db
          .select({ width: storedFiles.width, variantOf: storedFiles.variantOf })
          .from(storedFiles)
          .where(eq(storedFiles.key, copy));
        expect(row).toEqual({ width, variantOf: key });
      }
    }

    const original = await owner.get(`/files/${key}`);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(original.rawPayload.equals(photo)).toBe(true);
  });

  it("makes a tiny image's one copy at its own size, and copies cannot stand in for images", async () => {
    const { owner, url, tenant, create } = await projectWithOwner(t);
    const { key } = (await upload(owner, `${url}/images`, tinyPng)).json<{ key: string }>();
    const [picture] = await picturesOf(t.database.db, tenant.id, [key]);
    expect(picture).toMatchObject({ width: 1, height: 1 });
    expect(picture!.sources.map((source) => entries(source.srcset).map((entry) => entry.width))).toEqual([
      [1],
      [1],
    ]);

    const copy = entries(picture!.sources[0]!.srcset)[0]!.key;
    const refused = await owner.post(url, shortForm("Copies", { images: [copy] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().title).toBe("Image 1 is not an image uploaded for this company");
    const created = await create(shortForm("Original", { images: [key] }));
    expect(created.images).toEqual([key]);
  });

  it("refuses an image of more than 40 megapixels with a 400 in the caller's language, storing nothing", async () => {
    const { owner, url, tenant } = await projectWithOwner(t);
    const huge = await hugePng();
    const english = await upload(owner, `${url}/images`, huge);
    expect(english.statusCode).toBe(400);
    expect(english.json().title).toBe("The image has more than 40 megapixels");
    const icelandic = await upload(owner, `${url}/images`, huge, { "accept-language": "is" });
    expect(icelandic.statusCode).toBe(400);
    expect(icelandic.json().title).toBe("Myndin er stærri en 40 megapixlar");

    const fake = Buffer.concat([tinyPng.subarray(0, 40), Buffer.from("the rest is missing")]);
    const unreadable = await upload(owner, `${url}/images`, fake, { "accept-language": "is" });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().title).toBe("Ekki tókst að lesa myndina");

    const stored = await t.database.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenant.id)));
    expect(stored).toEqual([]);
  });

  it("gives an image stored before copies were made, or an address, a picture without sizes or sources", async () => {
    const { tenant } = await projectWithOwner(t);
    const before = await insertFile(t.database.db, {
      tenantId: tenant.id,
      contentType: "image/png",
      bytes: tinyPng,
    });
    const elsewhere = await projectWithOwner(t);
    const theirs = await insertFile(t.database.db, {
      tenantId: elsewhere.tenant.id,
      contentType: "image/png",
      bytes: tinyPng,
    });
    expect(
      await picturesOf(t.database.db, tenant.id, [before, "https://images.example/glacier.jpg", theirs]),
    ).toEqual([
      { url: `/files/${before}`, width: null, height: null, sources: [] },
      { url: "https://images.example/glacier.jpg", width: null, height: null, sources: [] },
      { url: `/files/${theirs}`, width: null, height: null, sources: [] },
    ]);
    expect(await picturesOf(t.database.db, tenant.id, [])).toEqual([]);
  });
});
