import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { AcceptInvitationBody } from "@stund/shared/contracts/invitations";
import { ApiError } from "../../../../lib/http/api-error";
import { acceptInvitation, fetchPublicInvitation } from "../api/invitations.api";

const publicInvitationKey = (token: string) => ["publicInvitation", token] as const;

/** The invitation of the page's link; a link that leads nowhere is not asked again. */
export function usePublicInvitation(token: string) {
  return useQuery({
    queryKey: publicInvitationKey(token),
    queryFn: () => fetchPublicInvitation(token),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/**
 * Accepts the invitation, then opens the company: every cached "who is signed in" answer is
 * read again first, so the console knows the new session and roles. A refusal reads the
 * invitation again, so the page shows where the link stands now.
 */
export function useAcceptInvitation(token: string, beforeLeaving?: () => Promise<void>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => acceptInvitation(token, body),
    onSuccess: async ({ tenant }) => {
      await beforeLeaving?.();
      await queryClient.invalidateQueries({ queryKey: ["currentUser"], refetchType: "all" });
      await navigate(`/${encodeURIComponent(tenant)}/projects`, { replace: true });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: publicInvitationKey(token) }),
  });
}
