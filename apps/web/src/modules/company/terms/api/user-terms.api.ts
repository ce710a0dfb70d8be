import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlatformDocumentType } from "@stund/shared/enums";
import type { PlatformDocument, UserTermsResponse } from "@stund/shared/contracts/user-terms";
import { apiCall } from "../../../../lib/http/client";

export const userTermsKey = ["userTerms"] as const;
export const platformDocumentKey = (type: PlatformDocumentType) => ["platformDocument", type] as const;

/** docs/product.md §2.7: whether the signed-in user has accepted the terms and the privacy policy. */
export function useUserTerms() {
  return useQuery({
    queryKey: userTermsKey,
    queryFn: () => apiCall<UserTermsResponse>("/UserTerms/", { noTenant: true }),
  });
}

/** The current published version of a platform document. */
export function usePlatformDocument(type: PlatformDocumentType) {
  return useQuery({
    queryKey: platformDocumentKey(type),
    queryFn: () =>
      apiCall<PlatformDocument>(`/UserTerms/documents/${type}`, {
        noTenant: true,
      }),
  });
}

const acceptPaths: Record<PlatformDocumentType, string> = {
  TermsAndConditions: "/UserTerms/accept-terms-and-condition",
  PrivacyPolicy: "/UserTerms/accept-privacy-policy",
};

export function useAcceptDocument(type: PlatformDocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(acceptPaths[type], { method: "POST", noTenant: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userTermsKey }),
  });
}
