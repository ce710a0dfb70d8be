/** Keeping the sweep's callers who they are while the sweep calls sign-in, sign-out and deletions. */
import type { TestClient } from "../test-app";
import { label, type Operation } from "./openapi-operations";

/** Calls that change the caller's own standing (signed out, company or account gone) come last. */
const standingChanges = [
  "DELETE /{tenant}/api/personalinformation/user/{id}",
  "DELETE /{tenant}/api/subscriptions",
  "DELETE /{tenant}/api/tenants/deletePermanently",
  "DELETE /{tenant}/api/tenants",
  "POST /api/tenants",
  "POST /api/user/authenticate/logout",
];

export function inSweepOrder(operations: Operation[]): Operation[] {
  const rank = (operation: Operation) => standingChanges.indexOf(label(operation));
  return [...operations].sort((x, y) => rank(x) - rank(y));
}

/**
 * Signs a caller made by signedInClient in again, as themselves: a sign-up or sign-in the sweep
 * makes with the caller's cookie ends the caller's own session.
 */
export async function signInAgain(client: TestClient): Promise<void> {
  client.cookie = "";
  const email = (client as TestClient & { email?: string }).email;
  if (!email) return;
  const response = await client.post("/api/user/authenticate/login", {
    email,
    password: "correct horse battery",
  });
  if (response.statusCode !== 200) throw new Error(`${email} cannot sign in again: ${response.body}`);
}
