import { Navigate, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { safeNextPath } from "../hooks/use-after-sign-in";

/** Someone already signed in who opens the login or sign-up page goes on to where they were headed. */
export function RedirectIfSignedIn() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  if (!user.data) return null;
  return <Navigate to={safeNextPath(params.get("next"))} replace />;
}
