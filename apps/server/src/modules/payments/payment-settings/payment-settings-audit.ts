/**
 * The audit log's view of a company's payment settings: broker, currency, payout timing and VAT
 * rules before and after a change. Credentials are never written, only which fields changed.
 */
import type { PaymentBroker } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { recordAudit, type AuditActor } from "../../access/audit/audit.service";
import type { CredentialChanges } from "./credential-changes";
import { effectiveBroker } from "./effective-broker";
import {
  findPaymentSettingsRow,
  listVatOverrideRows,
  readTenantSettings,
} from "./payment-settings.repository";

export type PaymentSettingsSnapshot = Record<string, unknown> & { vatOverrides: Record<string, number> };

/** What the audit log compares, read in the changing transaction. */
export async function paymentSettingsSnapshot(
  tx: Executor,
  tenantId: string,
  sandboxAllowed: boolean,
): Promise<PaymentSettingsSnapshot> {
  const [settings, row, overrides] = await Promise.all([
    readTenantSettings(tx, tenantId),
    findPaymentSettingsRow(tx, tenantId),
    listVatOverrideRows(tx, tenantId),
  ]);
  return {
    broker: effectiveBroker(
      (settings?.paymentBroker ?? "None") as PaymentBroker,
      row?.broker,
      sandboxAllowed,
    ),
    currency: settings?.currency ?? null,
    payoutTiming: row?.payoutTiming ?? "Unknown",
    vatOverrides: Object.fromEntries(
      overrides.map((rule) => [`${rule.experienceName.EN} (${rule.projectName})`, Number(rule.rate)]),
    ),
  };
}

const sameJson = (a: unknown, b: unknown) =>
  JSON.stringify(a, Object.keys((a ?? {}) as object).sort()) ===
  JSON.stringify(b, Object.keys((b ?? {}) as object).sort());

/** Records one PaymentSettingsChanged entry with the fields that differ; nothing when none do. */
export async function recordPaymentSettingsAudit(
  tx: Executor,
  tenantId: string,
  actor: AuditActor | null,
  snapshots: { before: PaymentSettingsSnapshot; after: PaymentSettingsSnapshot },
  credentials: Pick<CredentialChanges, "writes" | "deletes">,
): Promise<void> {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(snapshots.after)) {
    const was = snapshots.before[key];
    const now = snapshots.after[key];
    if (key === "vatOverrides" ? sameJson(was, now) : was === now) continue;
    before[key] = was;
    after[key] = now;
  }
  const written = new Set(credentials.writes.map((write) => write.field as string));
  const changed: Record<string, string> = {};
  for (const field of written) changed[field] = "changed";
  for (const field of credentials.deletes) if (!written.has(field)) changed[field] = "removed";
  if (Object.keys(changed).length > 0) after.credentials = changed;
  if (Object.keys(after).length === 0) return;
  await recordAudit(tx, tenantId, actor, {
    area: "Money",
    action: "PaymentSettingsChanged",
    subjectType: "PaymentSettings",
    subjectId: tenantId,
    subjectLabel: "Payment settings",
    before,
    after,
  });
}
