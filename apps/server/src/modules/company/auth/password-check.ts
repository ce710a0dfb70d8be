import type { Database } from "../../../db/database";
import { badRequest } from "../../../http/errors";
import { assertLoginAllowed, recordLoginFailure } from "./login-rate-limit";
import { verifyPassword } from "./password.service";

export const wrongPasswordTitle = "The password is not correct";

/**
 * Checks the signed-in person's password, typed again to confirm a change to their account. A
 * wrong one counts as a failed sign-in, so a left-open session cannot be used to guess it.
 */
export async function assertOwnPassword(
  db: Database,
  user: { id: string; email: string; name: string; language: string; passwordHash: string },
  password: string,
  ip: string,
  field = "password",
): Promise<void> {
  await assertLoginAllowed(db, user.email, ip, user.id);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordLoginFailure(db, user.email, ip, user);
  throw badRequest(wrongPasswordTitle, { [field]: [wrongPasswordTitle] });
}
