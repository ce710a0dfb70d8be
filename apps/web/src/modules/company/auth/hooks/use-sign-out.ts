import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { logOut } from "../api/auth.api";

export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await logOut();
    } finally {
      setSigningOut(false);
    }
    queryClient.clear();
    await navigate("/login", { replace: true });
  };
  return { signOut, signingOut };
}
