import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { SalesUnit } from "@stund/shared/contracts/projects";
import type { PaymentMethod, SalesChannel } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { projects, salesUnits } from "../../../db/schema/projects";

type SalesUnitRow = typeof salesUnits.$inferSelect;

export interface SalesUnitValues {
  projectId: string;
  name: string;
  channel: SalesChannel;
  paymentMethods: PaymentMethod[];
  receiptText: string;
}

/** The columns the contract names; the text columns hold enum values written through it. */
function toSalesUnit(row: SalesUnitRow): SalesUnit {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    channel: row.channel as SalesChannel,
    paymentMethods: row.paymentMethods as PaymentMethod[],
    receiptText: row.receiptText,
  };
}

export async function listSalesUnits(db: Database, tenantId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(salesUnits)
    .where(and(eq(salesUnits.tenantId, tenantId), inArray(salesUnits.projectId, projectIds)))
    .orderBy(asc(salesUnits.name), asc(salesUnits.id));
  return rows.map(toSalesUnit);
}

export async function findSalesUnit(db: Database, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(salesUnits)
    .where(and(eq(salesUnits.tenantId, tenantId), eq(salesUnits.id, id)))
    .limit(1);
  return rows[0] && toSalesUnit(rows[0]);
}

export async function insertSalesUnit(db: Executor, tenantId: string, values: SalesUnitValues) {
  const [created] = await db
    .insert(salesUnits)
    .values({ ...values, tenantId })
    .returning();
  return toSalesUnit(created!);
}

export async function updateSalesUnitRow(
  db: Database,
  tenantId: string,
  id: string,
  values: SalesUnitValues,
) {
  const [updated] = await db
    .update(salesUnits)
    .set(values)
    .where(and(eq(salesUnits.tenantId, tenantId), eq(salesUnits.id, id)))
    .returning();
  return updated && toSalesUnit(updated);
}

export async function deleteSalesUnitRow(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(salesUnits)
    .where(and(eq(salesUnits.tenantId, tenantId), eq(salesUnits.id, id)))
    .returning({ id: salesUnits.id });
  return rows.length > 0;
}

/** Sales units of the whole company; those of a deleted project are gone with it. */
export async function countLiveSalesUnits(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(salesUnits)
    .innerJoin(projects, eq(projects.id, salesUnits.projectId))
    .where(and(eq(salesUnits.tenantId, tenantId), isNull(projects.deletedAt)));
  return row?.value ?? 0;
}

/** Whether the project is a live one of the tenant: a deleted project's units are gone with it. */
export async function isLiveProject(db: Executor, tenantId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.id, projectId), isNull(projects.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
