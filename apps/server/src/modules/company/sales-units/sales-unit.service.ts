import type { z } from "zod";
import type {
  SalesUnit,
  createSalesUnitBodySchema,
  updateSalesUnitBodySchema,
} from "@stund/shared/contracts/projects";
import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { notFound } from "../../../http/errors";
import { projectNotFound } from "../../access/access/project-access.hooks";
import { assertSection } from "../../access/access/tenant-access.hooks";
import { assertWithinLimit } from "../../platform-billing/plans/plan-limits.service";
import {
  countLiveSalesUnits,
  isLiveProject,
  deleteSalesUnitRow,
  findSalesUnit,
  insertSalesUnit,
  listSalesUnits,
  updateSalesUnitRow,
} from "./sales-unit.repository";

type CreateBody = z.output<typeof createSalesUnitBodySchema>;
type UpdateBody = z.output<typeof updateSalesUnitBodySchema>;

export const salesUnitNotFoundTitle = "Sales unit not found";

/** The project must be a live one of the caller's tenant, and its sales units open to the caller. */
async function openProject(db: Database, context: TenantContext, projectId: string): Promise<void> {
  if (!(await isLiveProject(db, context.tenantId, projectId))) throw projectNotFound();
  assertSection(context, "salesUnits", projectId);
}

/** A unit of a deleted project is gone with it. */
async function openSalesUnit(db: Database, context: TenantContext, id: string): Promise<SalesUnit> {
  const unit = await findSalesUnit(db, context.tenantId, id);
  if (!unit || !(await isLiveProject(db, context.tenantId, unit.projectId)))
    throw notFound(salesUnitNotFoundTitle);
  assertSection(context, "salesUnits", unit.projectId);
  return unit;
}

const valuesOf = (body: CreateBody) => ({
  projectId: body.projectId,
  name: body.name,
  channel: body.channel,
  paymentMethods: [...new Set(body.paymentMethods)],
  receiptText: body.receiptText,
});

export async function listProjectSalesUnits(
  db: Database,
  context: TenantContext,
  projectId: string,
): Promise<SalesUnit[]> {
  await openProject(db, context, projectId);
  return listSalesUnits(db, context.tenantId, [projectId]);
}

export async function createSalesUnit(
  db: Database,
  context: TenantContext,
  body: CreateBody,
): Promise<SalesUnit> {
  await openProject(db, context, body.projectId);
  return db.transaction(async (tx) => {
    await assertWithinLimit(tx, context.tenantId, "salesUnits", () =>
      countLiveSalesUnits(tx, context.tenantId),
    );
    return insertSalesUnit(tx, context.tenantId, valuesOf(body));
  });
}

/** Moving a unit to another project needs sales-unit access in both projects. */
export async function updateSalesUnit(
  db: Database,
  context: TenantContext,
  body: UpdateBody,
): Promise<SalesUnit> {
  const unit = await openSalesUnit(db, context, body.id);
  if (body.projectId !== unit.projectId) await openProject(db, context, body.projectId);
  const updated = await updateSalesUnitRow(db, context.tenantId, unit.id, valuesOf(body));
  if (!updated) throw notFound(salesUnitNotFoundTitle);
  return updated;
}

export async function deleteSalesUnit(db: Database, context: TenantContext, id: string): Promise<void> {
  const unit = await openSalesUnit(db, context, id);
  if (!(await deleteSalesUnitRow(db, context.tenantId, unit.id))) throw notFound(salesUnitNotFoundTitle);
}
