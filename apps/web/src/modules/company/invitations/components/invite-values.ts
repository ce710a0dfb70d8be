import type { TFunction } from "i18next";
import {
  maxInvitationDays,
  maxInvitationsPerRequest,
  normaliseInvitedEmail,
  splitEmailList,
  type InviteBody,
} from "@stund/shared/contracts/invitations";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import type { Language, ProjectRole, TenantRole } from "@stund/shared/enums";

/** What the invite form holds: the pasted addresses as typed, rows of project roles being filled in. */
export type InviteValues = {
  emails: string;
  tenantRole: string | null;
  projectRoles: { projectId: string | null; role: string | null }[];
  message: string;
  language: Language;
  expiresInDays: number | string;
};

/** The pasted list read as the API will: the valid addresses (each once) and how many are not. */
export function readEmailList(text: string): { valid: string[]; invalid: number; total: number } {
  const parts = splitEmailList(text);
  const valid = new Set<string>();
  let invalid = 0;
  for (const part of parts) {
    const email = normaliseInvitedEmail(part);
    if (email) valid.add(email);
    else invalid += 1;
  }
  return { valid: [...valid], invalid, total: parts.length };
}

export function validateInvite(values: InviteValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const list = readEmailList(values.emails);
  if (list.valid.length === 0) errors.emails = t("invitations.form.needEmail");
  else if (list.total > maxInvitationsPerRequest)
    errors.emails = t("invitations.form.tooMany", { max: maxInvitationsPerRequest });
  values.projectRoles.forEach((row, index) => {
    if (!row.projectId) errors[`projectRoles.${index}.projectId`] = m.required;
    if (!row.role && row.projectId) errors[`projectRoles.${index}.role`] = m.required;
  });
  const anyRole = values.tenantRole !== null || values.projectRoles.some((row) => row.projectId && row.role);
  if (!anyRole) errors.tenantRole = t("invitations.error.chooseRole");
  const days = Number(values.expiresInDays);
  if (!Number.isInteger(days) || days < 1) errors.expiresInDays = m.min(1);
  else if (days > maxInvitationDays) errors.expiresInDays = m.max(maxInvitationDays);
  return errors;
}

/** The request for valid values. */
export function inviteBodyOf(values: InviteValues): InviteBody {
  return {
    emails: splitEmailList(values.emails),
    tenantRole: (values.tenantRole ?? undefined) as TenantRole | undefined,
    projectRoles: values.projectRoles
      .filter((row) => row.projectId && row.role)
      .map((row) => ({ projectId: row.projectId!, role: row.role as ProjectRole })),
    message: values.message.trim(),
    language: values.language,
    expiresInDays: Number(values.expiresInDays),
  };
}
