import type { LoginBody, SignupBody } from "@stund/shared/contracts/auth";
import { apiCall } from "../../../../lib/http/client";

export function logIn(body: LoginBody): Promise<unknown> {
  return apiCall("/user/authenticate/login", { method: "POST", noTenant: true, body });
}

export function signUp(body: SignupBody): Promise<unknown> {
  return apiCall("/user/authenticate/signup", { method: "POST", noTenant: true, body });
}

export function logOut(): Promise<unknown> {
  return apiCall("/user/authenticate/logout", { method: "POST", noTenant: true });
}
