import type { FastifyInstance } from "fastify";
import { accountPasswordRoutes } from "./account-password.routes";
import { passwordResetRoutes } from "./password-reset.routes";
import { twoFactorPolicyRoutes } from "./two-factor-policy.routes";
import { twoFactorRoutes } from "./two-factor.routes";

/** Password reset and change, other sessions, two-factor sign-in and a company's rule for it. */
export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(passwordResetRoutes);
  await app.register(accountPasswordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(twoFactorPolicyRoutes);
}
