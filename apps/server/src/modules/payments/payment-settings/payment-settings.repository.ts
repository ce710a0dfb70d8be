import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { TenantSettings } from "@stund/shared/contracts/tenants";
import type { Executor } from "../../../db/database";
import { experiences } from "../../../db/schema/catalogue";
import {
  paymentCredentials,
  paymentSettings,
  paymentVatOverrides,
} from "../../../db/schema/payment-settings";
import { projects } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;
export type CredentialRow = typeof paymentCredentials.$inferSelect;

export async function readTenantSettings(
  db: Executor,
  tenantId: string,
): Promise<TenantSettings | undefined> {
  const rows = await db.select({ settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return rows[0]?.settings;
}

/** Holds the company row until the transaction ends, so two saves of the settings never interleave. */
export async function lockTenantSettings(
  db: Executor,
  tenantId: string,
): Promise<TenantSettings | undefined> {
  const rows = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for("update");
  return rows[0]?.settings;
}

/** Changes only the broker and currency in the tenant settings; other settings saved meanwhile stay. */
export async function setTenantPaymentFields(
  db: Executor,
  tenantId: string,
  fields: Pick<TenantSettings, "paymentBroker" | "currency">,
): Promise<void> {
  await db
    .update(tenants)
    .set({ settings: sql`${tenants.settings} || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(tenants.id, tenantId));
}

export async function findPaymentSettingsRow(
  db: Executor,
  tenantId: string,
): Promise<PaymentSettingsRow | undefined> {
  const rows = await db.select().from(paymentSettings).where(eq(paymentSettings.tenantId, tenantId));
  return rows[0];
}

export async function upsertPaymentSettingsRow(
  db: Executor,
  tenantId: string,
  values: { broker: string; payoutTiming: string },
): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(paymentSettings)
    .values({ tenantId, ...set })
    .onConflictDoUpdate({ target: paymentSettings.tenantId, set });
}

/** VAT rules of experiences in live projects, by project and experience name. */
export async function listVatOverrideRows(db: Executor, tenantId: string) {
  return db
    .select({
      id: paymentVatOverrides.id,
      experienceId: paymentVatOverrides.experienceId,
      experienceName: experiences.name,
      projectName: projects.name,
      rate: paymentVatOverrides.rate,
    })
    .from(paymentVatOverrides)
    .innerJoin(experiences, eq(experiences.id, paymentVatOverrides.experienceId))
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(paymentVatOverrides.tenantId, tenantId),
        eq(experiences.tenantId, tenantId),
        isNull(projects.deletedAt),
      ),
    )
    .orderBy(asc(projects.name), asc(experiences.searchName), asc(paymentVatOverrides.id));
}

export async function replaceVatOverrides(
  db: Executor,
  tenantId: string,
  rules: readonly { experienceId: string; rate: number }[],
): Promise<void> {
  await db.delete(paymentVatOverrides).where(eq(paymentVatOverrides.tenantId, tenantId));
  if (rules.length > 0)
    await db.insert(paymentVatOverrides).values(rules.map((rule) => ({ tenantId, ...rule })));
}

/** Experiences of the company's live projects, with their ticket categories for the VAT rates. */
export async function listLiveExperiences(db: Executor, tenantId: string, ids?: readonly string[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select({
      id: experiences.id,
      name: experiences.name,
      status: experiences.status,
      ticketCategories: experiences.ticketCategories,
      projectName: projects.name,
    })
    .from(experiences)
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experiences.tenantId, tenantId),
        isNull(projects.deletedAt),
        ids ? inArray(experiences.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(projects.name), asc(experiences.searchName), asc(experiences.id));
}

export async function listCredentialRows(db: Executor, tenantId: string): Promise<CredentialRow[]> {
  return db.select().from(paymentCredentials).where(eq(paymentCredentials.tenantId, tenantId));
}

export async function deleteCredentialRows(db: Executor, tenantId: string, fields: readonly string[]) {
  if (fields.length === 0) return;
  await db
    .delete(paymentCredentials)
    .where(and(eq(paymentCredentials.tenantId, tenantId), inArray(paymentCredentials.field, [...fields])));
}

export async function upsertCredentialRow(
  db: Executor,
  row: { tenantId: string; field: string; broker: string; ciphertext: string; hint: string },
): Promise<void> {
  const set = { broker: row.broker, ciphertext: row.ciphertext, hint: row.hint, updatedAt: new Date() };
  await db
    .insert(paymentCredentials)
    .values({ ...row, updatedAt: set.updatedAt })
    .onConflictDoUpdate({ target: [paymentCredentials.tenantId, paymentCredentials.field], set });
}
