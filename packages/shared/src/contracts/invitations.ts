import { z } from "zod";
import { languages, projectRoles, tenantRoles } from "../enums";
import { signupBodySchema } from "./auth";
import { defaultMaxLength, validationMessages as m } from "./validation-messages";

/** Staff invitations: the pending tab of the staff screens and the public invitation page. */

export const maxInvitationsPerRequest = 50;
export const defaultInvitationDays = 7;
export const maxInvitationDays = 30;
export const maxInvitationMessage = 1000;
export const chooseRoleTitle = "Choose at least one role";

/** How the API answers each address of an invite. */
export const inviteResults = [
  "Invited",
  "InvalidEmail",
  "Duplicate",
  "AlreadyMember",
  "AlreadyInvited",
] as const;
export type InviteResult = (typeof inviteResults)[number];

/** Open invitations in the pending list: still usable, or past their expiry and not yet replaced. */
export const openInvitationStatuses = ["Pending", "Expired"] as const;
/** What the invitation page can say of a link. */
export const invitationStatuses = ["Pending", "Expired", "Revoked", "Accepted"] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

const addressSchema = z.email();

/** An address an invitation can go to, as the API reads it: trimmed, lower-cased, a valid email. */
export function normaliseInvitedEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > defaultMaxLength) return null;
  return addressSchema.safeParse(email).success ? email : null;
}

/** A pasted list of addresses: split on commas, semicolons, spaces and new lines. */
export function splitEmailList(text: string): string[] {
  return text.split(/[\s,;]+/).filter((part) => part.length > 0);
}

export const invitedProjectRoleSchema = z.object({
  projectId: z.string().uuid(),
  role: z.enum(projectRoles),
});

export const invitationProjectRoleSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  role: z.enum(projectRoles),
});
export type InvitationProjectRole = z.infer<typeof invitationProjectRoleSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  tenantRole: z.enum(tenantRoles).nullable(),
  projectRoles: z.array(invitationProjectRoleSchema),
  message: z.string(),
  language: z.enum(languages),
  invitedByName: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastSentAt: z.string(),
  sendCount: z.number().int(),
  status: z.enum(openInvitationStatuses),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

export const invitationListQuerySchema = z.object({ projectId: z.string().uuid().optional() });

export const inviteBodySchema = z
  .object({
    emails: z.array(z.string().max(1000)).min(1, m.required).max(maxInvitationsPerRequest),
    tenantRole: z.enum(tenantRoles).optional(),
    projectRoles: z.array(invitedProjectRoleSchema).max(maxInvitationsPerRequest).default([]),
    message: z.string().trim().max(maxInvitationMessage, m.maxChars(maxInvitationMessage)).default(""),
    language: z.enum(languages),
    expiresInDays: z
      .number()
      .int()
      .min(1, m.min(1))
      .max(maxInvitationDays, m.max(maxInvitationDays))
      .default(defaultInvitationDays),
  })
  .refine((body) => body.tenantRole !== undefined || body.projectRoles.length > 0, {
    message: chooseRoleTitle,
    path: ["tenantRole"],
  });
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteAnswerSchema = z.object({
  results: z.array(
    z.object({
      email: z.string(),
      result: z.enum(inviteResults),
      invitationId: z.string().optional(),
    }),
  ),
});
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

export const invitationIdParamsSchema = z.object({ id: z.string().uuid() });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/** What the invitation page shows of a link, whatever its state. */
export const publicInvitationSchema = z.object({
  status: z.enum(invitationStatuses),
  company: z.object({ name: z.string(), identifier: z.string(), logo: z.string().nullable() }),
  invitedByName: z.string(),
  email: z.string(),
  tenantRole: z.enum(tenantRoles).nullable(),
  projectRoles: z.array(invitationProjectRoleSchema),
  message: z.string(),
  language: z.enum(languages),
  expiresAt: z.string(),
  /** Whether an account with the invited address exists: sign in to accept, else sign up here. */
  accountExists: z.boolean(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** Name and password only when the invitee has no account yet: they sign up with the invited address. */
export const acceptInvitationBodySchema = z
  .object({
    name: signupBodySchema.shape.name.optional(),
    password: signupBodySchema.shape.password.optional(),
  })
  .nullish();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

export const acceptInvitationAnswerSchema = z.object({ tenant: z.string() });
export type AcceptInvitationAnswer = z.infer<typeof acceptInvitationAnswerSchema>;
