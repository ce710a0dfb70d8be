import { describe, expect, it } from "vitest";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import { resolveOnboardingTenant } from "./resolve-onboarding-tenant";

const tenant = (
  identifier: string,
  isActivated: boolean,
  roles: GetUserResponse["tenants"][number]["roles"],
) => ({
  id: identifier,
  identifier,
  name: identifier,
  isActivated,
  roles,
  requireTwoFactor: false,
});

const user = (tenants: GetUserResponse["tenants"]) => ({ tenants }) as GetUserResponse;

describe("resolveOnboardingTenant", () => {
  it("continues the stored tenant while it is the user's and not activated", () => {
    const u = user([tenant("a", false, ["Owner"]), tenant("b", false, ["Owner"])]);
    expect(resolveOnboardingTenant(u, "b")).toBe("b");
  });

  it("ignores a stored tenant that is activated or not the user's", () => {
    expect(resolveOnboardingTenant(user([tenant("a", true, ["Owner"])]), "a")).toBeNull();
    expect(resolveOnboardingTenant(user([]), "someone-elses")).toBeNull();
  });

  it("resumes an unactivated tenant the user owns", () => {
    const u = user([tenant("live", true, ["Owner"]), tenant("draft", false, ["Owner"])]);
    expect(resolveOnboardingTenant(u, null)).toBe("draft");
  });

  it("does not resume a tenant where the user is not Owner", () => {
    expect(resolveOnboardingTenant(user([tenant("draft", false, ["ApplicationManager"])]), null)).toBeNull();
  });
});
