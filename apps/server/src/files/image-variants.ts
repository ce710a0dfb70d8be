import sharp from "sharp";
import { badRequest } from "../http/errors";

/** Widths made of an experience image: 480 and 960 for cards (one and two device pixels), 1600 for a hero. */
export const variantWidths = [480, 960, 1600] as const;

/** The most pixels an uploaded image may have (40 megapixels: 7300 × 5475, more than a phone's photo). */
export const maxImagePixels = 40_000_000;

export type VariantType = "image/avif" | "image/webp";

/** AVIF first: a browser takes the first source it can show. */
export const variantTypes: readonly VariantType[] = ["image/avif", "image/webp"];

export interface ImageVariant {
  contentType: VariantType;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ImageWithVariants {
  /** The original's size as shown, upright (after its EXIF orientation). */
  width: number;
  height: number;
  variants: ImageVariant[];
}

export interface VariantOptions {
  /**
   * AVIF's encoder effort, 0 (fastest) to 9. At 4 a 1600-pixel picture takes about 1.5 s of a
   * core and at 2 about 0.3 s for some 25 % more bytes; uploads use 2, the demo's seed 0.
   */
  avifEffort?: number;
  /** WebP's encoder effort, 0 (fastest) to 6; 4 unless said, the seed's 2. */
  webpEffort?: number;
  /** Widths to make instead of variantWidths (none wider than the original either way). */
  widths?: readonly number[];
}

/**
 * The widths to make of an image `width` pixels wide: those of `wanted` below it, and the largest
 * wanted one narrowed to the original when the original is smaller. Never wider than the original.
 */
export function widthsFor(width: number, wanted: readonly number[] = variantWidths): number[] {
  const below = wanted.filter((w) => w < width);
  const top = Math.min(width, Math.max(...wanted));
  return below.includes(top) ? below : [...below, top];
}

const inputOptions = { limitInputPixels: maxImagePixels, failOn: "error" } as const;

const tooManyPixels = () => badRequest("The image has more than 40 megapixels");
const unreadable = () => badRequest("The image cannot be read");

/** sharp's own refusal of an image over limitInputPixels, or any failure to read one. */
function refusalOf(error: unknown) {
  return error instanceof Error && /pixel limit/i.test(error.message) ? tooManyPixels() : unreadable();
}

/**
 * The upright size of an image, read from its header only. Refuses an image of more than
 * maxImagePixels before anything decodes it, and bytes that are not a readable image.
 */
export async function readImageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  let size: { width: number; height: number };
  try {
    const metadata = await sharp(bytes, inputOptions).metadata();
    size = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  } catch (error) {
    throw refusalOf(error);
  }
  if (!(size.width > 0 && size.height > 0)) throw unreadable();
  if (size.width * size.height > maxImagePixels) throw tooManyPixels();
  return size;
}

async function encode(
  bytes: Buffer,
  width: number,
  type: VariantType,
  effort: { avif: number; webp: number },
) {
  const resized = sharp(bytes, inputOptions).rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    type === "image/avif"
      ? resized.avif({ quality: 50, effort: effort.avif })
      : resized.webp({ quality: 72, effort: effort.webp });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { contentType: type, width: info.width, height: info.height, bytes: data };
}

/**
 * Makes the copies a card and a hero need of an image (see variantWidths), each in AVIF and WebP.
 * Refuses images over maxImagePixels and images that cannot be decoded with a 400.
 */
export async function makeImageVariants(
  bytes: Buffer,
  options: VariantOptions = {},
): Promise<ImageWithVariants> {
  const size = await readImageSize(bytes);
  const effort = { avif: options.avifEffort ?? 2, webp: options.webpEffort ?? 4 };
  const jobs = widthsFor(size.width, options.widths).flatMap((width) =>
    variantTypes.map((type) => () => encode(bytes, width, type, effort)),
  );
  try {
    // Two at a time: an upload keeps two cores busy at most, and a failure stops the rest.
    const variants: ImageVariant[] = [];
    for (let i = 0; i < jobs.length; i += 2)
      variants.push(...(await Promise.all(jobs.slice(i, i + 2).map((job) => job()))));
    return { ...size, variants };
  } catch (error) {
    throw refusalOf(error);
  }
}
