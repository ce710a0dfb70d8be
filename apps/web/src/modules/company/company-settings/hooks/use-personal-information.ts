import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  PersonalInformation,
  UpdatePersonalInformation,
} from "@stund/shared/contracts/personal-information";
import { apiCall } from "../../../../lib/http/client";
import { currentUserKey } from "../../../../lib/session/use-current-user";

export const personalInformationKey = (tenant: string | undefined) =>
  ["personalInformation", tenant] as const;

export function usePersonalInformation() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: personalInformationKey(tenant),
    queryFn: () =>
      apiCall<PersonalInformation>("/personalinformation/currentuser", { tenant, useProject: false }),
    enabled: Boolean(tenant),
  });
}

/** Saves, then reloads the profile and the signed-in user (the header shows name and picture). */
export function useUpdatePersonalInformation() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: personalInformationKey(tenant) }),
      queryClient.invalidateQueries({ queryKey: currentUserKey(tenant) }),
    ]);
  const save = useMutation({
    mutationFn: (body: UpdatePersonalInformation) =>
      apiCall<unknown>("/personalinformation/currentuser", {
        tenant,
        useProject: false,
        method: "PUT",
        body,
        toast: "personal-information",
      }),
    onSuccess: refresh,
  });
  const uploadImage = async (file: File) => {
    const body = new FormData();
    body.append("file", file);
    await apiCall<unknown>("/personalinformation/image", {
      tenant,
      useProject: false,
      method: "POST",
      body,
      toast: "personal-image",
    });
    await refresh();
  };
  return { save, uploadImage };
}

export function useDeleteAccount() {
  const { tenant } = useParams();
  return useMutation({
    mutationFn: (userId: string) =>
      apiCall<unknown>(`/personalinformation/user/${encodeURIComponent(userId)}`, {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "delete-account",
      }),
  });
}
