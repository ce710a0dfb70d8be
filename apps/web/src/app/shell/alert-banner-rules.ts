/**
 * docs/product.md §4.7 admin alert banners: which of them a company needs, from its tenant record, whether
 * its customers can pay, its terms and conditions and its current subscription.
 */
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Tenant } from "@stund/shared/contracts/tenants";
import type { AlertSeverity } from "../../components/alerts/alert-colour";

export const alertBannerKinds = [
  "paymentSettings",
  "companyInformation",
  "termsAndConditions",
  "billingInformation",
  "paymentFailed",
] as const;
export type AlertBannerKind = (typeof alertBannerKinds)[number];

/** The page that fixes each banner's problem, under /{tenant}. */
export const alertBannerPaths: Record<AlertBannerKind, string> = {
  paymentSettings: "settings/payment-and-billing/payment-settings",
  companyInformation: "settings/informations/company-information",
  termsAndConditions: "settings/informations/terms-and-conditions",
  billingInformation: "settings/subscription/billing-information",
  paymentFailed: "settings/subscription/payment-methods",
};

/**
 * How serious each banner is, which gives its colour: customers cannot pay online without a
 * broker and a declined renewal puts the plan at risk (errors); missing company details and terms
 * leave customers without what they should see (warnings); billing details only shape invoices
 * (information).
 */
export const alertBannerSeverities: Record<AlertBannerKind, AlertSeverity> = {
  paymentSettings: "error",
  companyInformation: "warning",
  termsAndConditions: "warning",
  billingInformation: "information",
  paymentFailed: "error",
};

export interface AlertBannerFacts {
  tenant: Pick<Tenant, "companyInfo" | "billingInfo">;
  /**
   * The payment settings' customersCanPay: the server's own rule for whether a customer's booking
   * can be paid online (the built-in sandbox counts where the server offers it). Null when it is
   * not known (not read, or an older server): no banner is shown on a guess.
   */
  customersCanPay: boolean | null;
  /** The terms and conditions text, "" when none were written, null when it could not be read. */
  termsAndConditions: string | null;
  subscription: Pick<CurrentSubscription, "subscriptionType" | "subscriptionStatus"> | null;
}

const missing = (text: string | null | undefined) => !text || text.trim() === "";

/** A policy counts as empty when it has no visible text, also when it is empty markup. */
export function isEmptyPolicy(content: string): boolean {
  return missing(content.replace(/<[^>]*>/g, "").replace(/&nbsp;|\u00a0/g, " "));
}

export function alertBannersFor({
  tenant,
  customersCanPay,
  termsAndConditions,
  subscription,
}: AlertBannerFacts): AlertBannerKind[] {
  const company = tenant.companyInfo;
  const billing = tenant.billingInfo;
  const needed: Record<AlertBannerKind, boolean> = {
    // Only when customers really cannot pay, never for a company paying through the sandbox.
    paymentSettings: customersCanPay === false,
    companyInformation: missing(company?.address) || missing(company?.email) || missing(company?.phone),
    termsAndConditions: termsAndConditions !== null && isEmptyPolicy(termsAndConditions),
    billingInformation:
      subscription?.subscriptionStatus === "Active" &&
      subscription.subscriptionType !== "Trial" &&
      (missing(billing?.companySsn) || missing(billing?.email)),
    // A renewal was declined: retries go on, and a new card is the fix.
    paymentFailed: subscription?.subscriptionStatus === "UnPaid",
  };
  return alertBannerKinds.filter((kind) => needed[kind]);
}
