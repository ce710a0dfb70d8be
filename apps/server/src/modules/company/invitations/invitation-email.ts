import { dateLocales } from "@stund/shared/format/dates";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import type { Language } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { queueTenantEmail } from "../../messaging/emails/tenant-email.service";
import type { InvitationRow } from "./invitation.repository";

export const invitationEmailKind = "StaffInvitation";

/** The company as the email names it. */
export interface InvitingCompany {
  id: string;
  identifier: string;
  /** The name customers know it by. */
  name: string;
  /** The sender name of its emails. */
  fromName: string;
  timeZone: string;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The roles in words: "Administrator (company), Project host in Glacier walks". */
export function rolesInWords(
  language: Language,
  row: Pick<InvitationRow, "tenantRole">,
  projectRoles: { projectName: string; role: string }[],
): string {
  const t = catalogueFor(language);
  const words: string[] = [];
  if (row.tenantRole)
    words.push(
      fill(t["invitations.companyRole"]!, { role: t[`tenants.role.${row.tenantRole}`] ?? row.tenantRole }),
    );
  for (const entry of projectRoles)
    words.push(
      fill(t["invitations.projectRoleIn"]!, {
        role: t[`staff.projectRole.${entry.role}`] ?? entry.role,
        project: entry.projectName,
      }),
    );
  return words.join(", ");
}

/** The invitation's address: opened on the company's invitation page. */
export function invitationLink(origin: string, tenantIdentifier: string, token: string): string {
  return `${origin}/${encodeURIComponent(tenantIdentifier)}/invitation/${token}`;
}

/**
 * Writes the invitation email to the outbox in the invitation's language: who invited, to which
 * company, the roles, the inviter's message, the link and when it stops working.
 */
export async function queueInvitationEmail(
  tx: Executor,
  input: {
    row: InvitationRow;
    company: InvitingCompany;
    projectRoles: { projectName: string; role: string }[];
    link: string;
    inviterEmail: string;
  },
  now: Date,
): Promise<void> {
  const { row, company } = input;
  const language: Language = row.language === "IS" ? "IS" : "EN";
  const t = catalogueFor(language);
  const inviter = row.invitedByName.trim();
  const values = { name: inviter, company: company.name };
  const expires = new Intl.DateTimeFormat(dateLocales[language], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: company.timeZone,
  }).format(row.expiresAt);
  await queueTenantEmail(
    tx,
    company.id,
    {
      kind: invitationEmailKind,
      to: row.email,
      fromName: company.fromName,
      replyTo: input.inviterEmail,
      content: {
        language,
        subject: fill(t[inviter ? "invitations.email.subject" : "invitations.email.subjectNoName"]!, values),
        heading: company.name,
        paragraphs: [
          fill(t[inviter ? "invitations.email.intro" : "invitations.email.introNoName"]!, values),
          fill(t["invitations.email.roles"]!, { roles: rolesInWords(language, row, input.projectRoles) }),
          ...(row.message && inviter ? [fill(t["invitations.email.messageFrom"]!, values)] : []),
        ],
        quote: row.message || undefined,
        action: { label: t["invitations.email.action"]!, url: input.link },
        notes: [fill(t["invitations.email.expires"]!, { date: expires }), t["invitations.email.ignore"]!],
      },
    },
    now,
  );
}
