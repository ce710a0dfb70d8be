import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecoveryCodes } from "@stund/shared/contracts/account-security";
import {
  disableTwoFactor,
  enableTwoFactor,
  fetchTwoFactorStatus,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatusKey,
} from "../api/two-factor.api";

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusKey, queryFn: fetchTwoFactorStatus });
}

/**
 * After a change to the person's two-factor: their status, and the signed-in user of every page
 * (which says whether two-factor is on, and so whether a company's rule still asks for it).
 */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
      queryClient.invalidateQueries({ queryKey: ["currentUser"] }),
    ]);
}

/** Starts a set-up: a new secret to scan, pending until a code of it turns two-factor on. */
export function useTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (code: string) => enableTwoFactor({ code }) });
}

/** Once the recovery codes have been seen: the status and the user are read again. */
export function useFinishTwoFactorSetup() {
  return useRefreshTwoFactor();
}

export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (password: string) => disableTwoFactor({ password }),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshTwoFactor();
  return useMutation<RecoveryCodes, unknown, string>({
    mutationFn: (password: string) => regenerateRecoveryCodes({ password }),
    onSuccess: refresh,
  });
}
