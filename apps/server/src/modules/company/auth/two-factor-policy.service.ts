import type { TwoFactorPolicyBody } from "@stund/shared/contracts/account-security";
import type { Database } from "../../../db/database";
import type { SessionUser, TenantContext } from "../../../http/app-types";
import { conflict, notFound } from "../../../http/errors";
import { recordAudit } from "../../access/audit/audit.service";
import { hasTwoFactor } from "./auth.repository";
import { findStaffIds, lockTwoFactorPolicy, setTwoFactorPolicy } from "./two-factor-policy.repository";

export const ownTwoFactorFirstTitle = "Turn on two-factor sign-in for yourself first";

/**
 * Requires (or stops requiring) two-factor sign-in of every staff member; recorded in the audit
 * log. Whoever turns it on must have it, so the rule never locks its own author out of the
 * console. Answers the staff to tell, so their consoles ask for it at once.
 */
export async function setTwoFactorRequirement(
  db: Database,
  context: TenantContext,
  user: SessionUser,
  body: TwoFactorPolicyBody,
): Promise<{ required: boolean; staffIds: string[] }> {
  if (body.required && !(await hasTwoFactor(db, user.id))) throw conflict(ownTwoFactorFirstTitle);
  return db.transaction(async (tx) => {
    const current = await lockTwoFactorPolicy(tx, context.tenantId);
    if (!current) throw notFound("Tenant not found");
    if (current.requireTwoFactor === body.required) return { required: body.required, staffIds: [] };
    await setTwoFactorPolicy(tx, context.tenantId, body.required);
    await recordAudit(
      tx,
      context.tenantId,
      { id: user.id, name: user.name },
      {
        area: "Access",
        action: "TwoFactorRequirementChanged",
        subjectType: "Company",
        subjectId: context.tenantId,
        subjectLabel: current.name,
        before: { requireTwoFactor: current.requireTwoFactor },
        after: { requireTwoFactor: body.required },
      },
    );
    return { required: body.required, staffIds: await findStaffIds(tx, context.tenantId) };
  });
}
