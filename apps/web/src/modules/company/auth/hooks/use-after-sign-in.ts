import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";

/** Only a path inside the console is followed, so a crafted link cannot send the user elsewhere. */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

/** After signing in or up: forget the signed-out answer and go where the user was headed. */
export function useAfterSignIn(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    // Every cached answer still says "signed out"; refetch them all before the guarded page reads one.
    await queryClient.invalidateQueries({ queryKey: ["currentUser"], refetchType: "all" });
    await navigate(safeNextPath(params.get("next")), { replace: true });
  };
}
