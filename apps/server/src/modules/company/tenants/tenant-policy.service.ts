import type { Policy } from "@stund/shared/contracts/tenants";
import { policyTypes, type PolicyType } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { findPolicies, findPolicy, upsertPolicy } from "./tenant-policy.repository";

function toPolicy(type: PolicyType, row: { content: string; updatedAt: Date } | undefined): Policy {
  return { type, content: row?.content ?? "", updatedAt: row?.updatedAt.toISOString() ?? null };
}

/** Both policies; one never written comes back empty so the console can show an empty editor. */
export async function listPolicies(db: Database, tenantId: string): Promise<Policy[]> {
  const rows = await findPolicies(db, tenantId);
  return policyTypes.map((type) =>
    toPolicy(
      type,
      rows.find((row) => row.type === type),
    ),
  );
}

export async function getPolicy(db: Database, tenantId: string, type: PolicyType): Promise<Policy> {
  return toPolicy(type, await findPolicy(db, tenantId, type));
}

export async function savePolicy(
  db: Database,
  tenantId: string,
  type: PolicyType,
  content: string,
): Promise<Policy> {
  return toPolicy(type, await upsertPolicy(db, tenantId, type, content));
}
