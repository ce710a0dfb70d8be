import type { PublicPicture } from "@stund/shared/contracts/bookings/public";
import type { Database, Executor } from "../../../db/database";
import { findImageFiles, insertImageWithVariants, type ImageFileInfo } from "../../../files/file.repository";
import { fileUrl } from "../../../files/file-url";
import {
  makeImageVariants,
  variantTypes,
  type VariantOptions,
  type VariantType,
} from "../../../files/image-variants";
import type { ProjectScope } from "../../access/access/project-access.hooks";

export type ExperiencePicture = PublicPicture;

/**
 * Stores an image for the company's experiences with the smaller copies cards and heroes show
 * (AVIF and WebP at 480, 960 and 1600 pixels wide, none wider than the original), made once here;
 * its key goes into an experience's `images`. Access was decided before the upload is read, so a
 * refused caller costs no storage. An image of more than 40 megapixels, or one that cannot be
 * decoded, is refused with a 400 before anything is stored.
 */
export async function uploadExperienceImage(
  db: Database,
  scope: Pick<ProjectScope, "tenantId">,
  readImage: () => Promise<{ bytes: Buffer; contentType: string }>,
  options?: VariantOptions,
): Promise<{ key: string; url: string }> {
  const { bytes, contentType } = await readImage();
  const image = await makeImageVariants(bytes, options);
  const key = await insertImageWithVariants(db, { tenantId: scope.tenantId, contentType, bytes, image });
  return { key, url: fileUrl(key)! };
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An entry of `images` as an address: a stored file's key, or an address kept as it was given. */
function imageUrl(image: string): string {
  return image.startsWith("/") || image.startsWith("http") ? image : fileUrl(image)!;
}

function srcset(copies: ImageFileInfo[]): string {
  return copies
    .slice()
    .sort((a, b) => a.width! - b.width!)
    .map((copy) => `${fileUrl(copy.key)} ${copy.width}w`)
    .join(", ");
}

/**
 * The pictures of an experience's `images` (keys of the company's stored files), in their order:
 * each the original's address and size with its copies as srcsets by type, AVIF first. An image
 * stored before copies were made (or an address that is not a stored file) has no sizes and no
 * sources. Reads sizes and keys only, never the files' bytes: one query for any number of images,
 * so a list of experiences asks once for all of their images.
 */
export async function picturesOf(
  db: Executor,
  tenantId: string,
  images: readonly string[],
): Promise<ExperiencePicture[]> {
  const keys = [...new Set(images.filter((image) => uuidShape.test(image)).map((i) => i.toLowerCase()))];
  const files = await findImageFiles(db, tenantId, keys);
  const originals = new Map(files.filter((f) => f.variantOf === null).map((f) => [f.key, f]));
  const copies = new Map<string, ImageFileInfo[]>();
  for (const file of files)
    if (file.variantOf !== null && file.width !== null)
      copies.set(file.variantOf, [...(copies.get(file.variantOf) ?? []), file]);
  return images.map((image) => {
    const original = originals.get(image.toLowerCase());
    const own = copies.get(image.toLowerCase()) ?? [];
    return {
      url: imageUrl(image),
      width: original?.width ?? null,
      height: original?.height ?? null,
      sources: variantTypes.flatMap((type: VariantType) => {
        const ofType = own.filter((copy) => copy.contentType === type);
        return ofType.length === 0 ? [] : [{ type, srcset: srcset(ofType) }];
      }),
    };
  });
}
