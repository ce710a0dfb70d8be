import { and, asc, eq, gte, inArray, like, lt } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { invoiceLines, invoices, type InvoiceStatus } from "../../../db/schema/billing";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, "id" | "sequence">;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type NewInvoiceLine = Pick<InvoiceLineRow, "kind" | "description" | "amountCents">;

/**
 * Creates the invoice with its lines unless one with the same idempotency key exists; answers the
 * new row, or undefined when another attempt created it first.
 */
export async function insertInvoice(
  db: Executor,
  invoice: NewInvoice,
  lines: NewInvoiceLine[],
): Promise<InvoiceRow | undefined> {
  const [row] = await db.insert(invoices).values(invoice).onConflictDoNothing().returning();
  if (!row) return undefined;
  if (lines.length > 0) {
    await db
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, invoiceId: row.id, position })));
  }
  return row;
}

export async function findInvoiceByKey(
  db: Executor,
  idempotencyKey: string,
): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.idempotencyKey, idempotencyKey)).limit(1);
  return rows[0];
}

/** Every invoice whose key starts with `prefix`: the attempts at billing one thing. */
export async function findInvoicesByKeyPrefix(db: Executor, prefix: string): Promise<InvoiceRow[]> {
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(invoices)
    .where(like(invoices.idempotencyKey, `${escaped}%`))
    .orderBy(asc(invoices.sequence));
}

/** Found only within the tenant, so another tenant's invoice id reads as missing. */
export async function findTenantInvoice(
  db: Executor,
  tenantId: string,
  invoiceId: string,
): Promise<InvoiceRow | undefined> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)))
    .limit(1);
  return rows[0];
}

export async function lockInvoice(db: Executor, invoiceId: string): Promise<InvoiceRow | undefined> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1).for("update");
  return rows[0];
}

export async function updateInvoice(
  db: Executor,
  invoiceId: string,
  patch: Partial<Pick<InvoiceRow, "status" | "rapydPaymentId" | "failureMessage" | "paidAt">>,
): Promise<void> {
  await db.update(invoices).set(patch).where(eq(invoices.id, invoiceId));
}

export async function listPaidInvoices(
  db: Executor,
  tenantId: string,
  from: Date,
  to: Date,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.tenantId, tenantId),
        eq(invoices.status, "paid"),
        gte(invoices.paidAt, from),
        lt(invoices.paidAt, to),
      ),
    )
    .orderBy(asc(invoices.paidAt), asc(invoices.sequence));
}

/** Invoices of the tenant in the given states that carry a provider payment id. */
export async function listInvoicesByStatus(
  db: Executor,
  tenantId: string,
  statuses: InvoiceStatus[],
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), inArray(invoices.status, statuses)));
}

export async function linesOfInvoices(db: Executor, invoiceIds: string[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}
