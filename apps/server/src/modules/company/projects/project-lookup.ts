import type { Database } from "../../../db/database";
import { notFound } from "../../../http/errors";
import { findProjectById, type ProjectRow } from "./project.repository";

export const projectNotFoundTitle = "Project not found";

/** A live project of the caller's tenant, or 404: another tenant's project is simply not there. */
export async function requireProject(db: Database, tenantId: string, id: string): Promise<ProjectRow> {
  const project = await findProjectById(db, tenantId, id);
  if (!project) throw notFound(projectNotFoundTitle);
  return project;
}
