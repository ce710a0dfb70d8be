import type {
  PasswordConfirmationBody,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorPolicyBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from "@stund/shared/contracts/account-security";
import { apiCall } from "../../../../lib/http/client";

export const twoFactorStatusKey = ["twoFactorStatus"] as const;

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return apiCall<TwoFactorStatus>("/user/two-factor", { noTenant: true });
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiCall<TwoFactorSetup>("/user/two-factor/setup", { method: "POST", noTenant: true });
}

export function enableTwoFactor(body: TwoFactorCodeBody): Promise<RecoveryCodes> {
  return apiCall<RecoveryCodes>("/user/two-factor/enable", { method: "POST", noTenant: true, body });
}

export function disableTwoFactor(body: PasswordConfirmationBody): Promise<unknown> {
  return apiCall("/user/two-factor/disable", { method: "POST", noTenant: true, body });
}

export function regenerateRecoveryCodes(body: PasswordConfirmationBody): Promise<RecoveryCodes> {
  return apiCall<RecoveryCodes>("/user/two-factor/recovery-codes", { method: "POST", noTenant: true, body });
}

export function setTwoFactorPolicy(tenant: string, body: TwoFactorPolicyBody): Promise<TwoFactorPolicyBody> {
  return apiCall<TwoFactorPolicyBody>("/tenants/two-factor", {
    tenant,
    useProject: false,
    method: "PUT",
    body,
    toast: "two-factor-policy",
  });
}
