import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
} from "@stund/shared/contracts/account-security";
import { apiCall } from "../../../../lib/http/client";

export function askForResetLink(body: ForgotPasswordBody): Promise<unknown> {
  return apiCall("/user/authenticate/forgot-password", { method: "POST", noTenant: true, body });
}

export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return apiCall("/user/authenticate/reset-password", { method: "POST", noTenant: true, body });
}

export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return apiCall("/user/authenticate/password", { method: "PUT", noTenant: true, body });
}

export function signOutOtherSessions(): Promise<{ ended: number }> {
  return apiCall<{ ended: number }>("/user/authenticate/sign-out-others", { method: "POST", noTenant: true });
}
