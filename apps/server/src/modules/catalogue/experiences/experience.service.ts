import type { z } from "zod";
import type {
  Experience,
  ExperienceSummary,
  experienceListQuerySchema,
} from "@stund/shared/contracts/catalogue/experiences";
import { normaliseIdentifier } from "@stund/shared/identifier";
import type { Database, Executor } from "../../../db/database";
import { conflict, notFound } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity, type Actor } from "../../access/activity/activity.service";
import { assertWithinLimit } from "../../platform-billing/plans/plan-limits.service";
import { isUniqueViolation } from "../../../db/unique-violation";
import {
  countLiveExperiences,
  countUpcomingEvents,
  deleteExperienceRow,
  findExperience,
  findExperienceByTag,
  hasEvents,
  insertExperience,
  listExperienceRows,
  lockExperience,
  replaceExperienceAssets,
  updateExperienceRow,
  type ExperienceRow,
} from "./experience.repository";
import { recordExperienceAudit } from "./experience-audit";
import { checkReferences, keepValidReferences } from "./experience-references";
import { toExperience, toSummary } from "./experience-response";
import { chooseTag, tagTaken } from "./experience-tag";
import { copyName, copyValues, experienceValues, type ExperienceInput } from "./experience-values";

type ListQuery = z.output<typeof experienceListQuerySchema>;

export const experienceNotFoundTitle = "Experience not found";
export const hasEventsTitle = "Archive the experience instead: it has events";
export const publishedDeleteTitle =
  "A published experience cannot be deleted: archive it or set it back to draft first";

const experienceNotFound = () => notFound(experienceNotFoundTitle);

/** Only experiences that are not archived count against the plan's limit. */
async function assertRoomForOne(tx: Executor, tenantId: string): Promise<void> {
  await assertWithinLimit(tx, tenantId, "experiences", () => countLiveExperiences(tx, tenantId));
}

/** A concurrent write that took the same tag first surfaces as the unique index refusing ours. */
async function writing<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw tagTaken();
    throw error;
  }
}

async function saved(
  tx: Executor,
  scope: ProjectScope,
  actor: Actor,
  row: ExperienceRow,
  kind: "ExperienceCreated" | "ExperienceUpdated" | "ExperienceArchived",
  summary: string,
): Promise<Experience> {
  await replaceExperienceAssets(tx, scope.tenantId, row.id, row.assetNeeds);
  await recordActivity(tx, scope, actor, { kind, subjectId: row.id, summary });
  return toExperience(row, scope.currency);
}

export async function listExperiences(
  db: Database,
  scope: ProjectScope,
  query: ListQuery,
): Promise<ExperienceSummary[]> {
  const rows = await listExperienceRows(db, scope, query);
  const upcoming = await countUpcomingEvents(
    db,
    scope.tenantId,
    rows.map((row) => row.id),
    new Date(),
  );
  return rows.map((row) => toSummary(row, scope.currency, upcoming.get(row.id) ?? 0, query.channel));
}

export async function getExperience(db: Database, scope: ProjectScope, id: string): Promise<Experience> {
  const row = await findExperience(db, scope, id);
  if (!row) throw experienceNotFound();
  return toExperience(row, scope.currency);
}

export async function getExperienceByTag(
  db: Database,
  scope: ProjectScope,
  tag: string,
): Promise<Experience> {
  const row = await findExperienceByTag(db, scope, normaliseIdentifier(tag.trim()));
  if (!row) throw experienceNotFound();
  return toExperience(row, scope.currency);
}

export async function createExperience(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  body: ExperienceInput,
): Promise<Experience> {
  return writing(db, async (tx) => {
    if (body.status !== "Archived") await assertRoomForOne(tx, scope.tenantId);
    const tag = await chooseTag(tx, scope, { requested: body.tag, name: body.name.EN });
    const references = await checkReferences(tx, scope, body);
    const row = await insertExperience(tx, scope, experienceValues(body, { tag, ...references }));
    return saved(tx, scope, actor, row, "ExperienceCreated", `Created experience "${row.name.EN}"`);
  });
}

/**
 * Replaces the experience with the body. Ticket categories and custom fields that carry one of
 * its ids keep it; without a tag it keeps its tag. Taking it out of the archive counts against
 * the plan like a new one.
 */
export async function updateExperience(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  id: string,
  body: ExperienceInput,
): Promise<Experience> {
  return writing(db, async (tx) => {
    const current = await lockExperience(tx, scope, id);
    if (!current) throw experienceNotFound();
    if (current.status === "Archived" && body.status !== "Archived")
      await assertRoomForOne(tx, scope.tenantId);
    const tag = await chooseTag(tx, scope, { requested: body.tag, name: body.name.EN, current });
    const references = await checkReferences(tx, scope, body);
    const row = await updateExperienceRow(
      tx,
      scope,
      id,
      experienceValues(body, { tag, ...references }, current),
    );
    if (!row) throw experienceNotFound();
    await recordExperienceAudit(tx, scope, actor, current, row);
    const archived = current.status !== "Archived" && row.status === "Archived";
    return archived
      ? saved(tx, scope, actor, row, "ExperienceArchived", `Archived experience "${row.name.EN}"`)
      : saved(tx, scope, actor, row, "ExperienceUpdated", `Updated experience "${row.name.EN}"`);
  });
}

/** A Draft copy with a new tag and new ids for its ticket categories and custom fields. */
export async function duplicateExperience(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  id: string,
): Promise<Experience> {
  return writing(db, async (tx) => {
    const source = await findExperience(tx, scope, id);
    if (!source) throw experienceNotFound();
    await assertRoomForOne(tx, scope.tenantId);
    const tag = await chooseTag(tx, scope, { name: copyName(source.name).EN });
    const references = await keepValidReferences(tx, scope, source);
    const row = await insertExperience(tx, scope, { ...copyValues(source, tag), ...references });
    const summary = `Duplicated experience "${source.name.EN}" as "${row.name.EN}"`;
    return saved(tx, scope, actor, row, "ExperienceCreated", summary);
  });
}

export async function archiveExperience(
  db: Database,
  scope: ProjectScope,
  actor: Actor,
  id: string,
): Promise<Experience> {
  return db.transaction(async (tx) => {
    const current = await lockExperience(tx, scope, id);
    if (!current) throw experienceNotFound();
    if (current.status === "Archived") return toExperience(current, scope.currency);
    const row = await updateExperienceRow(tx, scope, id, { status: "Archived" });
    if (!row) throw experienceNotFound();
    await recordActivity(tx, scope, actor, {
      kind: "ExperienceArchived",
      subjectId: row.id,
      summary: `Archived experience "${row.name.EN}"`,
    });
    return toExperience(row, scope.currency);
  });
}

/** Only a Draft or Archived experience that never had an event goes for good; others are archived. */
export async function deleteExperience(db: Database, scope: ProjectScope, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockExperience(tx, scope, id);
    if (!current) throw experienceNotFound();
    if (await hasEvents(tx, scope.tenantId, id)) throw conflict(hasEventsTitle);
    if (current.status === "Published") throw conflict(publishedDeleteTitle);
    if (!(await deleteExperienceRow(tx, scope, id))) throw experienceNotFound();
  });
}
