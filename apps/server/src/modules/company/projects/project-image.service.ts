import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { deleteFile, insertFile } from "../../../files/file.repository";
import { fileUrl } from "../../../files/file-url";
import { assertSection } from "../../access/access/tenant-access.hooks";
import { requireProject } from "./project-lookup";
import { setProjectImageKey } from "./project.repository";

/**
 * Access is decided before the upload is read, so a refused caller costs no storage. The new
 * image is stored and pointed at before the old one goes, so the project never points at nothing.
 */
export async function replaceProjectImage(
  db: Database,
  context: TenantContext,
  projectId: string,
  readImage: () => Promise<{ bytes: Buffer; contentType: string }>,
): Promise<{ image: string }> {
  const project = await requireProject(db, context.tenantId, projectId);
  assertSection(context, "projectInformation", project.id);
  const { bytes, contentType } = await readImage();
  const key = await insertFile(db, { tenantId: context.tenantId, contentType, bytes });
  await setProjectImageKey(db, context.tenantId, project.id, key);
  if (project.imageKey) await deleteFile(db, project.imageKey);
  return { image: fileUrl(key)! };
}

export async function removeProjectImage(
  db: Database,
  context: TenantContext,
  projectId: string,
): Promise<void> {
  const project = await requireProject(db, context.tenantId, projectId);
  assertSection(context, "projectInformation", project.id);
  if (!project.imageKey) return;
  await setProjectImageKey(db, context.tenantId, project.id, null);
  await deleteFile(db, project.imageKey);
}
