import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "../http/errors";
import { hugePng, sampleJpeg } from "./image-test-support";
import { makeImageVariants, maxImagePixels, readImageSize, widthsFor } from "./image-variants";

async function refusal(promise: Promise<unknown>): Promise<{ status: number; title: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, title } = error as AppError;
  return { status, title };
}

describe("image variants", () => {
  it("makes the card and hero widths, never wider than the original", () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(960)).toEqual([480, 960]);
    expect(widthsFor(700)).toEqual([480, 700]);
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1)).toEqual([1]);
    expect(widthsFor(2000, [480, 960])).toEqual([480, 960]);
  });

  it("writes each width as AVIF and WebP and records the original's size", async () => {
    const made = await makeImageVariants(await sampleJpeg(2000, 1250));
    expect(made).toMatchObject({ width: 2000, height: 1250 });
    expect(made.variants.map((v) => [v.contentType, v.width, v.height])).toEqual([
      ["image/avif", 480, 300],
      ["image/webp", 480, 300],
      ["image/avif", 960, 600],
      ["image/webp", 960, 600],
      ["image/avif", 1600, 1000],
      ["image/webp", 1600, 1000],
    ]);
    for (const variant of made.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      if (variant.contentType === "image/webp") expect(metadata.format).toBe("webp");
      else expect([metadata.format, metadata.compression]).toEqual(["heif", "av1"]);
    }
  });

  it("does not enlarge a small image and stands a rotated photograph upright", async () => {
    const small = await makeImageVariants(await sampleJpeg(700, 400));
    expect(small.variants.map((v) => v.width)).toEqual([480, 480, 700, 700]);

    // Taken with the phone on its side: 800 × 500 stored, 500 × 800 shown.
    const turned = await makeImageVariants(await sampleJpeg(800, 500, 6));
    expect(turned).toMatchObject({ width: 500, height: 800 });
    expect(turned.variants.map((v) => [v.width, v.height])).toContainEqual([480, 768]);
  });

  it("refuses an image of more than 40 megapixels before decoding it", async () => {
    const huge = await hugePng();
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect(8000 * 5125).toBeGreaterThan(maxImagePixels);
    expect(await refusal(readImageSize(huge))).toEqual({
      status: 400,
      title: "The image has more than 40 megapixels",
    });
    expect(await refusal(makeImageVariants(huge))).toMatchObject({ status: 400 });
  });

  it("refuses bytes that only look like an image", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("not really pixels"),
    ]);
    expect(await refusal(makeImageVariants(fake))).toEqual({
      status: 400,
      title: "The image cannot be read",
    });
  });
});
