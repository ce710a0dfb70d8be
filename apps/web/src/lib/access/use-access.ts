import { useParams } from "react-router";
import { decideAccess, type AccessDecision, type AccessSubject } from "@stund/shared/access/rules";
import type { Section } from "@stund/shared/access/sections";
import { effectiveTier } from "@stund/shared/access/tiers";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { SubscriptionTier } from "@stund/shared/enums";
import { useCurrentUser } from "../session/use-current-user";
import { useSubscription } from "./use-subscription";
import { useCurrentProject } from "./use-current-project";

export function subjectOf(user: GetUserResponse): AccessSubject {
  return { isSuperAdmin: user.isSuperAdmin, tenantRoles: user.tenantRoles, projectRoles: user.projectRoles };
}

/** The same decision the API makes, for hiding, disabling and redirecting in the console. */
export function useAccess(section: Section): {
  decision: AccessDecision | undefined;
  tier: SubscriptionTier;
} {
  const { tenant } = useParams();
  const user = useCurrentUser();
  const subscription = useSubscription();
  const project = useCurrentProject();
  const tier = effectiveTier(
    subscription.data
      ? { tier: subscription.data.subscriptionType, status: subscription.data.subscriptionStatus }
      : null,
  );
  if (!tenant || !user.data || subscription.isLoading) return { decision: undefined, tier };
  return { decision: decideAccess(section, subjectOf(user.data), tier, project?.id), tier };
}
