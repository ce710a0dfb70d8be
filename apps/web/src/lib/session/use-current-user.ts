import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import { ApiError } from "../http/api-error";
import { apiCall } from "../http/client";

export const currentUserKey = (tenant: string | undefined) =>
  ["currentUser", tenant ?? "__notset__"] as const;

export async function fetchCurrentUser(tenant: string | undefined): Promise<GetUserResponse | null> {
  try {
    return await apiCall<GetUserResponse>(
      `/user/authenticate/${encodeURIComponent(tenant ?? "__notset__")}/getUser`,
      {
        noTenant: true,
      },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user with their roles in the page's tenant; null when nobody is signed in. */
export function useCurrentUser() {
  const { tenant } = useParams();
  return useQuery({ queryKey: currentUserKey(tenant), queryFn: () => fetchCurrentUser(tenant) });
}
