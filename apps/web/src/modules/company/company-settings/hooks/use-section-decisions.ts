import { useParams } from "react-router";
import { decideAccess, type AccessDecision } from "@stund/shared/access/rules";
import type { Section } from "@stund/shared/access/sections";
import { effectiveTier } from "@stund/shared/access/tiers";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { subjectOf } from "../../../../lib/access/use-access";
import { useSubscription } from "../../../../lib/access/use-subscription";
import { useCurrentUser } from "../../../../lib/session/use-current-user";

export type SectionDecider = (section: Section) => AccessDecision | undefined;

/**
 * useAccess for a whole list of sections at once (a navigation renders many entries and hooks
 * cannot run in a loop). Same inputs, same rule function; undefined while still loading.
 */
export function useSectionDecisions(): SectionDecider {
  const { tenant } = useParams();
  const user = useCurrentUser();
  const subscription = useSubscription();
  const project = useCurrentProject();
  const tier = effectiveTier(
    subscription.data
      ? { tier: subscription.data.subscriptionType, status: subscription.data.subscriptionStatus }
      : null,
  );
  const ready = Boolean(tenant && user.data && !subscription.isLoading);
  return (section) => (ready ? decideAccess(section, subjectOf(user.data!), tier, project?.id) : undefined);
}
