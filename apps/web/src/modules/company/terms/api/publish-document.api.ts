import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PlatformDocument } from "@stund/shared/contracts/user-terms";
import type { PlatformDocumentType } from "@stund/shared/enums";
import { apiCall } from "../../../../lib/http/client";
import { platformDocumentKey, userTermsKey } from "./user-terms.api";

/** Super Admin: publishes a new version; everyone is asked to accept it again. */
export function usePublishDocument(type: PlatformDocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiCall<PlatformDocument>(`/UserTerms/documents/${type}`, {
        method: "POST",
        noTenant: true,
        body: { content },
        toast: `platform-document-${type}`,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: platformDocumentKey(type) });
      await queryClient.invalidateQueries({ queryKey: userTermsKey });
    },
  });
}
