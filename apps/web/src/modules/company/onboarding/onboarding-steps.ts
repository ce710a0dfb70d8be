/** docs/product.md §3.3: the onboarding steps, in order, as path segments under /onboarding. */
export const onboardingSteps = [
  "create-company",
  "regional-settings",
  "payment-and-billing",
  "store-front",
  "terms-and-condition",
  "emails",
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

export const stepLabelKeys: Record<OnboardingStep, string> = {
  "create-company": "onboarding.step.createCompany",
  "regional-settings": "onboarding.step.regionalSettings",
  "payment-and-billing": "onboarding.step.paymentAndBilling",
  "store-front": "onboarding.step.storeFront",
  "terms-and-condition": "onboarding.step.termsAndCondition",
  emails: "onboarding.step.emails",
};

export function stepIndex(step: OnboardingStep): number {
  return onboardingSteps.indexOf(step);
}

export function stepPath(step: OnboardingStep): string {
  return `/onboarding/${step}`;
}

/** The step a path belongs to; the first step for anything else. */
export function stepFromPath(pathname: string): OnboardingStep {
  const segment = pathname.replace(/\/+$/, "").split("/").pop();
  return onboardingSteps.find((step) => step === segment) ?? "create-company";
}

export function neighbourStep(step: OnboardingStep, offset: 1 | -1): OnboardingStep | undefined {
  return onboardingSteps[stepIndex(step) + offset];
}
