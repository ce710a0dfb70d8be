/**
 * Queries of the subscription screens. They take the tenant as an argument rather than from the
 * route, because the plans screen also opens in the subscription warning, outside the router.
 * The keys are the ones the rest of the console uses, so both sides refresh together.
 */
import { useQuery } from "@tanstack/react-query";
import { decideAccess } from "@stund/shared/access/rules";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { apiCall } from "../../../../lib/http/client";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import { subjectOf } from "../../../../lib/access/use-access";
import { subscriptionKey } from "../../../../lib/access/use-subscription";
import { currentUserKey, fetchCurrentUser } from "../../../../lib/session/use-current-user";
import {
  fetchInvoices,
  fetchPaymentMethod,
  fetchSubscriptionModel,
  fetchUpcomingInvoice,
} from "./subscriptions.api";

export const subscriptionModelKey = ["subscriptionModel"] as const;
export const invoicesKey = (tenant: string, month?: string) =>
  month ? (["invoices", tenant, month] as const) : (["invoices", tenant] as const);
export const upcomingInvoiceKey = (tenant: string) => ["upcomingInvoice", tenant] as const;
export const paymentMethodKey = (tenant: string) => ["paymentMethod", tenant] as const;

export function useSubscriptionModel() {
  return useQuery({ queryKey: subscriptionModelKey, queryFn: fetchSubscriptionModel, staleTime: 300_000 });
}

export function useTenantSubscription(tenant: string) {
  return useQuery({
    queryKey: subscriptionKey(tenant),
    queryFn: () =>
      apiCall<CurrentSubscription | null>("/subscriptions/subscription", { tenant, useProject: false }),
  });
}

/** The company, for its billing information. */
export function useBillingTenant(tenant: string) {
  return useQuery({
    queryKey: currentTenantKey(tenant),
    queryFn: () => apiCall<Tenant>("/tenants/current", { tenant, useProject: false }),
  });
}

/** docs/product.md §2.2: only Owner and Super Admin may buy, change or cancel. */
export function useMayManageSubscription(tenant: string): boolean {
  const user = useQuery({ queryKey: currentUserKey(tenant), queryFn: () => fetchCurrentUser(tenant) });
  if (!user.data) return false;
  return decideAccess("subscription", subjectOf(user.data), "None") === "allowed";
}

export function useInvoices(tenant: string, month: string) {
  return useQuery({ queryKey: invoicesKey(tenant, month), queryFn: () => fetchInvoices(tenant, month) });
}

export function useUpcomingInvoice(tenant: string) {
  return useQuery({ queryKey: upcomingInvoiceKey(tenant), queryFn: () => fetchUpcomingInvoice(tenant) });
}

export function usePaymentMethod(tenant: string) {
  return useQuery({ queryKey: paymentMethodKey(tenant), queryFn: () => fetchPaymentMethod(tenant) });
}
