import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { InviteBody } from "@stund/shared/contracts/invitations";
import {
  fetchInvitations,
  resendInvitation,
  revokeInvitation,
  sendInvitations,
} from "../api/invitations.api";

const invitationsKey = (tenant: string | undefined) => ["invitations", tenant] as const;

/** The company's open invitations, or those granting a role in one project. */
export function useInvitations(projectId: string | undefined, enabled: boolean) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: [...invitationsKey(tenant), projectId ?? "company"],
    queryFn: () => fetchInvitations(tenant, projectId),
    enabled: Boolean(tenant) && enabled,
  });
}

/** Invite, resend and revoke; every cached list of the company's invitations is refreshed after. */
export function useInvitationWrites() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationsKey(tenant) });
  const send = useMutation({
    mutationFn: (body: InviteBody) => sendInvitations(tenant, body),
    onSuccess: refresh,
  });
  const resend = useMutation({
    mutationFn: (id: string) => resendInvitation(tenant, id, t("invitations.resent")),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeInvitation(tenant, id),
    onSuccess: refresh,
  });
  return { send, resend, revoke };
}
