import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TierModel } from "@stund/shared/contracts/billing";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Tenant } from "@stund/shared/contracts/tenants";
import type { SubscriptionTier } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { toastError } from "../../../../components/toasts/toast-store";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { subscriptionKey } from "../../../../lib/access/use-subscription";
import { changeTier, fetchProration, startCheckout } from "../api/subscriptions.api";
import { sendBrowserTo } from "../browser-redirect";
import { formatEuro } from "../plan-format";
import {
  isBillingComplete,
  isPurchasable,
  purchaseKind,
  type PurchasableTier,
  type PurchaseKind,
} from "../purchase-rules";

export interface PurchaseRequest {
  tier: PurchasableTier;
  kind: PurchaseKind;
  title: string;
  /** What the change means; empty for a first purchase (docs/product.md §12.5: no confirm text). */
  text: string;
}

interface PurchaseOptions {
  tenant: string;
  subscription: CurrentSubscription | null;
  company: Tenant | undefined;
  /** After an upgrade or downgrade was saved. */
  onChanged?: () => void;
}

/**
 * docs/product.md §12.5 buy flow. With billing information complete a confirm dialog titled "You are
 * about to buy the {plan} plan" opens; otherwise the billing-form modal (the caller renders it
 * from billingRequest). From None or Trial the confirmation starts a hosted checkout; from a
 * paid tier it upgrades (prorated amount shown first) or downgrades (at the period end).
 */
export function usePurchase({ tenant, subscription, company, onChanged }: PurchaseOptions) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const queryClient = useQueryClient();
  const [preparing, setPreparing] = useState<SubscriptionTier | null>(null);
  const [billingRequest, setBillingRequest] = useState<PurchaseRequest | null>(null);

  const perform = async (request: PurchaseRequest): Promise<void> => {
    if (request.kind === "checkout") {
      const { redirectUrl } = await startCheckout(tenant, request.tier);
      sendBrowserTo(redirectUrl);
      return;
    }
    await changeTier(tenant, request.tier);
    await queryClient.invalidateQueries({ queryKey: subscriptionKey(tenant) });
    onChanged?.();
  };

  const describe = async (tier: TierModel & { name: PurchasableTier }, kind: PurchaseKind) => {
    if (kind === "upgrade") {
      const proration = await fetchProration(tenant, tier.name);
      return t("plans.buy.upgradeText", {
        amount: formatEuro(proration.amount),
        date: dates.plan(proration.periodEnd),
        price: formatEuro(tier.price ?? 0),
      });
    }
    if (kind === "downgrade" && subscription) {
      return t("plans.buy.downgradeText", { plan: tier.name, date: dates.plan(subscription.billingEndDate) });
    }
    return "";
  };

  const buy = async (tier: TierModel): Promise<void> => {
    const name = tier.name;
    if (!isPurchasable(name)) return;
    const kind = purchaseKind(subscription, name);
    setPreparing(name);
    try {
      const request: PurchaseRequest = {
        tier: name,
        kind,
        title: t("plans.buy.title", { plan: name }),
        text: await describe({ ...tier, name }, kind),
      };
      if (isBillingComplete(company?.billingInfo)) {
        openConfirmDialog({ title: request.title, text: request.text, onConfirm: () => perform(request) });
      } else {
        setBillingRequest(request);
      }
    } catch (error) {
      toastError("subscription-prorate", error instanceof ApiError ? error.problem.title : "");
    } finally {
      setPreparing(null);
    }
  };

  return { buy, perform, preparing, billingRequest, closeBilling: () => setBillingRequest(null) };
}
