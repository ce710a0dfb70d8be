import type { Database } from "../../../db/database";
import { insertFile } from "../../../files/file.repository";
import { fileUrl } from "../../../files/file-url";
import type { ProjectScope } from "../../access/access/project-access.hooks";

/**
 * Stores an image for the company's experiences; its key goes into an experience's `images`.
 * Access was decided before the upload is read, so a refused caller costs no storage.
 */
export async function uploadExperienceImage(
  db: Database,
  scope: ProjectScope,
  readImage: () => Promise<{ bytes: Buffer; contentType: string }>,
): Promise<{ key: string; url: string }> {
  const { bytes, contentType } = await readImage();
  const key = await insertFile(db, { tenantId: scope.tenantId, contentType, bytes });
  return { key, url: fileUrl(key)! };
}
