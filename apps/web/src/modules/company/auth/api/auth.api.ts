import type { LoginBody, LoginResponse, SignupBody } from "@stund/shared/contracts/auth";
import type { TwoFactorSignInBody } from "@stund/shared/contracts/account-security";
import { apiCall } from "../../../../lib/http/client";

export function logIn(body: LoginBody): Promise<LoginResponse> {
  return apiCall<LoginResponse>("/user/authenticate/login", { method: "POST", noTenant: true, body });
}

/** The second step of a sign-in with two-factor. */
export function completeTwoFactorSignIn(body: TwoFactorSignInBody): Promise<unknown> {
  return apiCall("/user/authenticate/two-factor", { method: "POST", noTenant: true, body });
}

export function signUp(body: SignupBody): Promise<unknown> {
  return apiCall("/user/authenticate/signup", { method: "POST", noTenant: true, body });
}

export function logOut(): Promise<unknown> {
  return apiCall("/user/authenticate/logout", { method: "POST", noTenant: true });
}
