import { and, asc, eq } from "drizzle-orm";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import { eventTemplates, experiences } from "../../../db/schema/catalogue";

type TemplateRow = typeof eventTemplates.$inferSelect;
export type TemplateValues = Omit<
  typeof eventTemplates.$inferInsert,
  "id" | "tenantId" | "projectId" | "createdAt" | "updatedAt"
>;

const selection = { row: eventTemplates, experienceName: experiences.name };

function toTemplate(selected: { row: TemplateRow; experienceName: { EN: string; IS: string } | null }) {
  const { row } = selected;
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    experienceId: row.experienceId,
    experienceName: row.experienceId ? selected.experienceName : null,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    cutoffMinutes: row.cutoffMinutes,
    priceOverrides: row.priceOverrides,
    assetNeeds: row.assetNeeds,
    slots: row.slots,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies EventTemplate;
}

const ofProject = (tenantId: string, projectId: string) =>
  and(eq(eventTemplates.tenantId, tenantId), eq(eventTemplates.projectId, projectId));

export async function listTemplates(
  db: Executor,
  tenantId: string,
  projectId: string,
): Promise<EventTemplate[]> {
  const rows = await db
    .select(selection)
    .from(eventTemplates)
    .leftJoin(experiences, eq(experiences.id, eventTemplates.experienceId))
    .where(ofProject(tenantId, projectId))
    .orderBy(asc(eventTemplates.name), asc(eventTemplates.id));
  return rows.map(toTemplate);
}

export async function findTemplate(
  db: Executor,
  tenantId: string,
  projectId: string,
  id: string,
): Promise<EventTemplate | undefined> {
  const [row] = await db
    .select(selection)
    .from(eventTemplates)
    .leftJoin(experiences, eq(experiences.id, eventTemplates.experienceId))
    .where(and(ofProject(tenantId, projectId), eq(eventTemplates.id, id)))
    .limit(1);
  return row && toTemplate(row);
}

export async function insertTemplateRow(
  tx: Executor,
  scope: { tenantId: string; projectId: string },
  values: TemplateValues,
): Promise<string> {
  const [row] = await tx
    .insert(eventTemplates)
    .values({ ...values, tenantId: scope.tenantId, projectId: scope.projectId })
    .returning({ id: eventTemplates.id });
  return row!.id;
}

/** Whether a template of the project was changed. */
export async function updateTemplateRow(
  tx: Executor,
  scope: { tenantId: string; projectId: string },
  id: string,
  values: TemplateValues,
): Promise<boolean> {
  const rows = await tx
    .update(eventTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofProject(scope.tenantId, scope.projectId), eq(eventTemplates.id, id)))
    .returning({ id: eventTemplates.id });
  return rows.length > 0;
}

/** Whether a template of the project was deleted. */
export async function deleteTemplateRow(
  tx: Executor,
  scope: { tenantId: string; projectId: string },
  id: string,
): Promise<boolean> {
  const rows = await tx
    .delete(eventTemplates)
    .where(and(ofProject(scope.tenantId, scope.projectId), eq(eventTemplates.id, id)))
    .returning({ id: eventTemplates.id });
  return rows.length > 0;
}

/** The experience's English name and ticket category ids, when it is one of the project's. */
export async function findProjectExperience(
  db: Executor,
  tenantId: string,
  projectId: string,
  id: string,
): Promise<{ name: string; ticketCategoryIds: string[] } | undefined> {
  const [row] = await db
    .select({ name: experiences.name, ticketCategories: experiences.ticketCategories })
    .from(experiences)
    .where(
      and(eq(experiences.tenantId, tenantId), eq(experiences.projectId, projectId), eq(experiences.id, id)),
    )
    .limit(1);
  return row && { name: row.name.EN, ticketCategoryIds: row.ticketCategories.map((category) => category.id) };
}
