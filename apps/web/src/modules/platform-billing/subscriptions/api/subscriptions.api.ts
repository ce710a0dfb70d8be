/**
 * The subscription and billing calls (docs/product.md §5.2). Reads have no toast; writes report through the
 * route's toast, except the checkout starts, whose next screen is the hosted payment page.
 */
import type { z } from "zod";
import type {
  checkoutResponseSchema,
  Invoice,
  PaymentMethodCard,
  Proration,
  SubscriptionModel,
} from "@stund/shared/contracts/billing";
import type { BillingInfo, Tenant } from "@stund/shared/contracts/tenants";
import type { PurchasableTier } from "../purchase-rules";
import { apiCall } from "../../../../lib/http/client";

/** The hosted payment page a checkout start sends the browser to. */
type CheckoutStart = z.infer<typeof checkoutResponseSchema>;

const scoped = (tenant: string) => ({ tenant, useProject: false });

export function fetchSubscriptionModel(): Promise<SubscriptionModel> {
  return apiCall<SubscriptionModel>("/SubscriptionsInformation", { noTenant: true });
}

export function startCheckout(tenant: string, tier: PurchasableTier): Promise<CheckoutStart> {
  return apiCall<CheckoutStart>("/rapyd/checkout", {
    ...scoped(tenant),
    method: "POST",
    body: { subscriptionTier: tier },
    toast: "subscription-checkout",
    quietSuccess: true,
  });
}

/** Upgrade (applies now) or downgrade (pending until the period ends). */
export function changeTier(tenant: string, tier: PurchasableTier): Promise<unknown> {
  return apiCall<unknown>("/rapyd", {
    ...scoped(tenant),
    method: "PUT",
    body: { subscriptionTier: tier },
    toast: "subscription-change",
  });
}

export function fetchProration(tenant: string, tier: PurchasableTier): Promise<Proration> {
  return apiCall<Proration>("/rapyd/prorate", { ...scoped(tenant), query: { tier } });
}

export function cancelSubscription(tenant: string): Promise<unknown> {
  return apiCall<unknown>("/subscriptions", {
    ...scoped(tenant),
    method: "DELETE",
    toast: "subscription-cancel",
  });
}

export function syncSubscription(tenant: string): Promise<unknown> {
  return apiCall<unknown>("/rapyd/sync", { ...scoped(tenant), method: "POST" });
}

/** Paid invoices of one month, "YYYY-MM". */
export function fetchInvoices(tenant: string, month: string): Promise<Invoice[]> {
  return apiCall<Invoice[]>("/rapyd/invoices", { ...scoped(tenant), query: { date: month } });
}

export function fetchUpcomingInvoice(tenant: string): Promise<Invoice | null> {
  return apiCall<Invoice | null>("/rapyd/upcoming/invoices", scoped(tenant));
}

export function fetchPaymentMethod(tenant: string): Promise<PaymentMethodCard | null> {
  return apiCall<PaymentMethodCard | null>("/rapyd/payment_method", scoped(tenant));
}

export function startCardCheckout(tenant: string): Promise<CheckoutStart> {
  return apiCall<CheckoutStart>("/rapyd/checkout-card", {
    ...scoped(tenant),
    method: "POST",
    toast: "subscription-card",
    quietSuccess: true,
  });
}

export function saveBillingInfo(
  tenant: string,
  billingInfo: BillingInfo,
  options: { quietSuccess?: boolean } = {},
): Promise<Tenant> {
  return apiCall<Tenant>("/tenants/billinginfo", {
    ...scoped(tenant),
    method: "PUT",
    body: billingInfo,
    toast: "billing-information",
    quietSuccess: options.quietSuccess,
  });
}

/** The address of an invoice file, fetched and saved by the download button. */
export function invoiceDownloadUrl(tenant: string, invoiceId: string): string {
  return `/${encodeURIComponent(tenant)}/api/subscriptions/navision?invoiceId=${encodeURIComponent(invoiceId)}`;
}
