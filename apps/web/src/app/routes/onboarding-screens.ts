import { OnboardingLayout } from "../../modules/company/onboarding/components/onboarding-layout";
import { CreateCompanyStep } from "../../modules/company/onboarding/components/create-company-step";
import { RegionalSettingsStep } from "../../modules/company/onboarding/components/regional-settings-step";
import { PaymentAndBillingStep } from "../../modules/company/onboarding/components/payment-and-billing-step";
import { StoreFrontStep } from "../../modules/company/onboarding/components/store-front-step";
import { TermsAndConditionStep } from "../../modules/company/onboarding/components/terms-and-condition-step";
import { EmailsStep } from "../../modules/company/onboarding/components/emails-step";

/** The onboarding wizard's layout and steps, loaded as one chunk when onboarding first opens. */
export const onboardingScreens = {
  OnboardingLayout,
  CreateCompanyStep,
  RegionalSettingsStep,
  PaymentAndBillingStep,
  StoreFrontStep,
  TermsAndConditionStep,
  EmailsStep,
};
