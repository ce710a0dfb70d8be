import { useCallback, useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { GetUserResponse } from "@stund/shared/contracts/auth";

function signedInUserId(queryClient: QueryClient): string | null {
  for (const [, data] of queryClient.getQueriesData<GetUserResponse | null>({ queryKey: ["currentUser"] })) {
    if (data?.id) return data.id;
  }
  return null;
}

/**
 * The signed-in user's id as already loaded by the session queries; watching the cache instead
 * of fetching keeps public pages such as Login free of an extra call.
 */
export function useSignedInUserId(): string | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => signedInUserId(queryClient));
}
