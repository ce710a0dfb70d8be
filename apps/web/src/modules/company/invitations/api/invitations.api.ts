import type {
  AcceptInvitationAnswer,
  AcceptInvitationBody,
  Invitation,
  InviteAnswer,
  InviteBody,
  PublicInvitation,
} from "@stund/shared/contracts/invitations";
import { apiCall } from "../../../../lib/http/client";

const companyCall = (tenant: string | undefined) => ({ tenant, useProject: false });

export function fetchInvitations(tenant: string | undefined, projectId?: string): Promise<Invitation[]> {
  return apiCall<Invitation[]>("/invitations", { ...companyCall(tenant), query: { projectId } });
}

export function sendInvitations(tenant: string | undefined, body: InviteBody): Promise<InviteAnswer> {
  return apiCall<InviteAnswer>("/invitations", {
    ...companyCall(tenant),
    method: "POST",
    body,
    toast: "invitations-send",
    quietSuccess: true,
  });
}

export function resendInvitation(tenant: string | undefined, id: string, successMessage: string) {
  return apiCall<Invitation>(`/invitations/${encodeURIComponent(id)}/resend`, {
    ...companyCall(tenant),
    method: "POST",
    toast: "invitations-resend",
    successMessage,
  });
}

export function revokeInvitation(tenant: string | undefined, id: string) {
  return apiCall<unknown>(`/invitations/${encodeURIComponent(id)}`, {
    ...companyCall(tenant),
    method: "DELETE",
    toast: "invitations-revoke",
  });
}

/** The invitation of a link, read without a session. */
export function fetchPublicInvitation(token: string): Promise<PublicInvitation> {
  return apiCall<PublicInvitation>(`/invitations/${encodeURIComponent(token)}`, { noTenant: true });
}

export function acceptInvitation(token: string, body: AcceptInvitationBody): Promise<AcceptInvitationAnswer> {
  return apiCall<AcceptInvitationAnswer>(`/invitations/${encodeURIComponent(token)}/accept`, {
    noTenant: true,
    method: "POST",
    body: body ?? {},
  });
}
