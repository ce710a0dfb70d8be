import { randomUUID } from "node:crypto";
import type { PaymentMethodCard } from "@stund/shared/contracts/billing";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { AppError, conflict, notFound } from "../../../http/errors";
import type { RapydClient } from "../../../integrations/rapyd/rapyd-client";
import { currentModel, tierPrice } from "../plans/plan-catalogue.service";
import { toCents, toEuros } from "./billing-money";
import {
  findBillingDetails,
  findCustomerId,
  insertCheckout,
  saveCustomerId,
  updateCheckout,
} from "./checkout.repository";
import { findSubscription } from "./subscription.repository";
import { stateOf } from "./subscription.service";
import { canBuy } from "@stund/shared/access/subscription-rules";

/** Who is buying, and where the hosted pages send the customer back to. */
export interface BillingCaller {
  tenantId: string;
  tenantIdentifier: string;
  userEmail: string;
  /** The console's origin, e.g. https://app.stund.is. */
  origin: string;
}

export const providerUnavailable = () =>
  new AppError(502, "The payment provider could not be reached; please try again in a moment");

async function billingDetails(db: Executor, tenantId: string) {
  const details = await findBillingDetails(db, tenantId);
  if (!details) throw notFound("Tenant not found");
  return details;
}

/**
 * The tenant's customer at Rapyd, created on first need. The idempotency key comes from the
 * tenant id, so two first purchases at once, or a retry after a crash, make one customer.
 */
export async function ensureCustomer(
  db: Executor,
  rapyd: RapydClient,
  caller: BillingCaller,
): Promise<string> {
  const existing = await findCustomerId(db, caller.tenantId);
  if (existing) return existing;
  const details = await billingDetails(db, caller.tenantId);
  const customer = await rapyd
    .createCustomer(
      { name: details.name, email: details.billingInfo.email || caller.userEmail, tenantId: caller.tenantId },
      `customer:${caller.tenantId}`,
    )
    .catch(() => {
      throw providerUnavailable();
    });
  return saveCustomerId(db, caller.tenantId, customer.id);
}

const subscriptionScreen = (caller: BillingCaller) =>
  `${caller.origin}/${caller.tenantIdentifier}/settings/subscription`;

/** First purchase (from None, Trial, Expired or Canceled): a hosted checkout for one month's price. */
export async function startCheckout(
  db: Database,
  rapyd: RapydClient,
  caller: BillingCaller,
  tier: SubscriptionTier,
): Promise<{ checkoutId: string; redirectUrl: string }> {
  const decision = canBuy(stateOf(await findSubscription(db, caller.tenantId)));
  if (!decision.ok) throw conflict(decision.title);
  const model = await currentModel(db);
  const price = tierPrice(model, tier);
  if (price === null) throw conflict(`The ${tier} plan cannot be bought here`);
  const customer = await ensureCustomer(db, rapyd, caller);
  const checkout = await insertCheckout(db, {
    tenantId: caller.tenantId,
    tier,
    catalogueVersion: model.version,
    amountCents: toCents(price),
  });
  const details = await billingDetails(db, caller.tenantId);
  const back = `${subscriptionScreen(caller)}/buy-subscription?checkout=`;
  try {
    const hosted = await rapyd.createCheckout(
      {
        amount: toEuros(checkout.amountCents),
        currency: "EUR",
        country: details.billingInfo.countryCode || "IS",
        customer,
        merchantReferenceId: checkout.id,
        description: `Stund ${tier} plan, one month`,
        completeCheckoutUrl: `${back}done`,
        cancelCheckoutUrl: `${back}cancelled`,
        metadata: { tenantId: caller.tenantId, tier },
      },
      `checkout:${checkout.id}`,
    );
    await updateCheckout(db, checkout.id, { rapydCheckoutId: hosted.id });
    return { checkoutId: checkout.id, redirectUrl: hosted.redirectUrl };
  } catch (error) {
    await updateCheckout(db, checkout.id, { status: "failed", failureMessage: String(error) });
    throw providerUnavailable();
  }
}

/** A hosted page where the customer saves a new card; it becomes the default for future charges. */
export async function startCardSave(
  db: Database,
  rapyd: RapydClient,
  caller: BillingCaller,
): Promise<{ checkoutId: string; redirectUrl: string }> {
  // The first purchase's checkout saves the card; replacing it is for a company that has bought.
  const customer = await findCustomerId(db, caller.tenantId);
  if (!customer) throw conflict("Buy a plan first; the card you pay with is saved for the renewals");
  const details = await billingDetails(db, caller.tenantId);
  const reference = randomUUID();
  const back = `${subscriptionScreen(caller)}/payment-methods?card=`;
  const session = await rapyd
    .createCardSaveSession(
      {
        customer,
        merchantReferenceId: reference,
        completeUrl: `${back}done`,
        cancelUrl: `${back}cancelled`,
        country: details.billingInfo.countryCode || "IS",
      },
      `card:${reference}`,
    )
    .catch(() => {
      throw providerUnavailable();
    });
  return { checkoutId: session.id, redirectUrl: session.redirectUrl };
}

/** The card future charges go to, or null before one is saved. */
export async function defaultPaymentMethod(
  db: Executor,
  rapyd: RapydClient,
  tenantId: string,
): Promise<PaymentMethodCard | null> {
  const customer = await findCustomerId(db, tenantId);
  if (!customer) return null;
  const methods = await rapyd.listPaymentMethods(customer).catch(() => {
    throw providerUnavailable();
  });
  const card = methods[0];
  return card
    ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear }
    : null;
}
