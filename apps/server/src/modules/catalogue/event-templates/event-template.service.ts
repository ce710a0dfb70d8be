import type { z } from "zod";
import type { EventTemplate, templateBodySchema } from "@stund/shared/contracts/catalogue/events";
import type { Database, Executor } from "../../../db/database";
import { badRequest, notFound } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity, type Actor } from "../../access/activity/activity.service";
import { findUsableAssetIds } from "../experiences/experience-references.repository";
import {
  deleteTemplateRow,
  findProjectExperience,
  findTemplate,
  insertTemplateRow,
  listTemplates,
  updateTemplateRow,
  type TemplateValues,
} from "./event-template.repository";

export type TemplateInput = z.output<typeof templateBodySchema>;

export const templateNotFoundTitle = "Template not found";

/**
 * The row values of `input` once its references are checked: the experience (when given) is one
 * of the project's and the price overrides name its ticket categories; each asset pool is the
 * tenant's, tenant-wide or of this project, and appears once; each weekday appears once.
 */
async function checkedValues(
  db: Executor,
  scope: ProjectScope,
  input: TemplateInput,
): Promise<TemplateValues> {
  if (new Set(input.slots.map((slot) => slot.weekday)).size !== input.slots.length)
    throw badRequest("Each weekday can appear once", { slots: ["Each weekday can appear once"] });
  const assetIds = input.assetNeeds.map((need) => need.assetId);
  if (new Set(assetIds).size !== assetIds.length)
    throw badRequest("Each asset pool can appear once", { assetNeeds: ["Each asset pool can appear once"] });
  const usable = await findUsableAssetIds(db, scope, assetIds);
  const missing = assetIds.filter((id) => !usable.has(id));
  if (missing.length > 0)
    throw badRequest("An asset pool was not found", {
      assetNeeds: missing.map((id) => `Asset pool not found: ${id}`),
    });
  if (input.experienceId !== null) {
    const experience = await findProjectExperience(db, scope.tenantId, scope.projectId, input.experienceId);
    if (!experience)
      throw badRequest("The experience was not found in this project", {
        experienceId: ["Choose an experience of this project"],
      });
    const known = new Set(experience.ticketCategoryIds);
    const unknown = Object.keys(input.priceOverrides).filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest("A price override names a ticket category the experience does not have", {
        priceOverrides: unknown.map((id) => `Unknown ticket category: ${id}`),
      });
  }
  return {
    name: input.name,
    experienceId: input.experienceId,
    durationMinutes: input.durationMinutes,
    capacity: input.capacity,
    cutoffMinutes: input.cutoffMinutes,
    priceOverrides: input.priceOverrides,
    assetNeeds: input.assetNeeds,
    slots: input.slots.map((slot) => ({ weekday: slot.weekday, times: [...new Set(slot.times)].sort() })),
    note: input.note,
  };
}

export async function listProjectTemplates(db: Database, scope: ProjectScope): Promise<EventTemplate[]> {
  return listTemplates(db, scope.tenantId, scope.projectId);
}

export async function getTemplate(db: Executor, scope: ProjectScope, id: string): Promise<EventTemplate> {
  const template = await findTemplate(db, scope.tenantId, scope.projectId, id);
  if (!template) throw notFound(templateNotFoundTitle);
  return template;
}

export async function createTemplate(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  input: TemplateInput,
): Promise<EventTemplate> {
  return db.transaction(async (tx) => {
    const id = await insertTemplateRow(tx, scope, await checkedValues(tx, scope, input));
    await recordActivity(tx, scope, actor, {
      kind: "TemplateSaved",
      subjectId: id,
      summary: `Template ${input.name} created`,
    });
    return getTemplate(tx, scope, id);
  });
}

export async function updateTemplate(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  id: string,
  input: TemplateInput,
): Promise<EventTemplate> {
  return db.transaction(async (tx) => {
    await getTemplate(tx, scope, id);
    if (!(await updateTemplateRow(tx, scope, id, await checkedValues(tx, scope, input))))
      throw notFound(templateNotFoundTitle);
    await recordActivity(tx, scope, actor, {
      kind: "TemplateSaved",
      subjectId: id,
      summary: `Template ${input.name} saved`,
    });
    return getTemplate(tx, scope, id);
  });
}

/** Deletes a template; series and events made from it keep their own copies of its fields. */
export async function deleteTemplate(db: Database, scope: ProjectScope, id: string): Promise<void> {
  if (!(await deleteTemplateRow(db, scope, id))) throw notFound(templateNotFoundTitle);
}
