import type { GetUserResponse } from "@stund/shared/contracts/auth";

/**
 * The tenant an unfinished onboarding continues with: the stored one if it is still the user's and
 * not yet activated, else any tenant the user owns that was never activated. Null starts a new one.
 */
export function resolveOnboardingTenant(user: GetUserResponse, stored: string | null): string | null {
  const unfinished = user.tenants.filter((tenant) => !tenant.isActivated && tenant.roles.includes("Owner"));
  if (stored && unfinished.some((tenant) => tenant.identifier === stored)) return stored;
  return unfinished[0]?.identifier ?? null;
}
