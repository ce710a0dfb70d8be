import { createContext, useContext, useRef, useState, type ReactNode } from "react";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { onboardingTenantKey } from "../../../../lib/http/route-context";
import type { OnboardingStep } from "../onboarding-steps";
import { localStore } from "../../../../lib/storage/browser-storage";

interface OnboardingState {
  /** The tenant being onboarded, once it has been created. */
  identifier: string | null;
  tenant: Tenant | undefined;
  startTenant: (identifier: string) => void;
  /** Unsaved edits per step, so going Back and Next keeps what was typed. */
  draftOf: (step: OnboardingStep) => unknown;
  keepDraft: (step: OnboardingStep, values: unknown) => void;
  /** docs/product.md §5.4: a failed tenant creation, kept so its title is shown (translated when shown). */
  creationError: unknown;
  setCreationError: (error: unknown) => void;
  finish: () => void;
}

const OnboardingContext = createContext<OnboardingState | null>(null);

export function OnboardingProvider(props: {
  identifier: string | null;
  tenant: Tenant | undefined;
  onIdentifierChange: (identifier: string | null) => void;
  children: ReactNode;
}) {
  const drafts = useRef(new Map<OnboardingStep, unknown>());
  const [creationError, setCreationError] = useState<unknown>();
  const state: OnboardingState = {
    identifier: props.identifier,
    tenant: props.tenant,
    startTenant: (identifier) => {
      localStore.set(onboardingTenantKey, identifier);
      props.onIdentifierChange(identifier);
    },
    draftOf: (step) => drafts.current.get(step),
    keepDraft: (step, values) => void drafts.current.set(step, values),
    creationError,
    setCreationError,
    finish: () => {
      localStore.remove(onboardingTenantKey);
      drafts.current.clear();
    },
  };
  return <OnboardingContext value={state}>{props.children}</OnboardingContext>;
}

export function useOnboarding(): OnboardingState {
  const state = useContext(OnboardingContext);
  if (!state) throw new Error("useOnboarding is used outside the onboarding layout");
  return state;
}

/** The created tenant of a step after the first; the layout sends the user back until one exists. */
export function useOnboardingTenant(): Tenant {
  const { tenant } = useOnboarding();
  if (!tenant) throw new Error("An onboarding step after create-company rendered without a tenant");
  return tenant;
}

/** A step's unsaved values, and a callback that keeps them as they change. */
export function useStepDraft<Values>(step: OnboardingStep): [Values | undefined, (values: Values) => void] {
  const { draftOf, keepDraft } = useOnboarding();
  return [draftOf(step) as Values | undefined, (values) => keepDraft(step, values)];
}
