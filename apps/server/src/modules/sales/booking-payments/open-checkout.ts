import type { BrokerName, CheckoutStart } from "../../payments/providers/payment-broker.types";
import { webhookPath } from "../../payments/payment-settings/payment-settings.service";
import { isBrokerName } from "../../payments/providers/broker-registry.service";
import { brokerFor, flowOriginOf, type BrokerDeps } from "../../payments/providers/broker-for.service";
import { findAttemptToOpen, findTransaction, storeFirstCheckout } from "./payment-attempt.repository";

export type OpenOutcome =
  | { kind: "start"; start: CheckoutStart }
  | { kind: "notFound" | "expired" | "paid" | "unavailable"; returnUrl: string | null };

/**
 * The broker's checkout of a payment attempt, opened the first time the customer arrives and
 * reused after (two arrivals at once ask the broker with the same idempotency key). Nothing is
 * opened for an attempt that is settled or whose time has run out.
 */
export async function openCheckoutFor(
  deps: BrokerDeps,
  transactionId: string,
  lang: "en" | "is",
): Promise<OpenOutcome> {
  const row = await findAttemptToOpen(deps.db, transactionId);
  if (!row) return { kind: "notFound", returnUrl: null };
  const { attempt } = row;
  const returnUrl = attempt.returnUrl;
  if (attempt.result === "Success") return { kind: "paid", returnUrl };
  if (attempt.expiresAt && attempt.expiresAt <= new Date()) return { kind: "expired", returnUrl };
  if (attempt.checkout) return { kind: "start", start: attempt.checkout as unknown as CheckoutStart };
  if (!isBrokerName(attempt.broker)) return { kind: "unavailable", returnUrl };
  const broker = await brokerFor(deps, attempt.tenantId, attempt.broker as BrokerName);
  const origin = flowOriginOf(deps);
  const back = returnUrl ?? `${origin}/`;
  const start = await broker.openCheckout({
    transactionId: attempt.id,
    amount: attempt.amount,
    currency: attempt.currency,
    description: `${row.tenantName} · ${row.reference ?? ""}`.trim(),
    language: lang,
    returnUrl: back,
    cancelUrl: back,
    notifyUrl: `${origin}${webhookPath(attempt.broker as BrokerName, attempt.tenantId)}`,
    expiresAt: attempt.expiresAt ?? new Date(Date.now() + 60 * 60_000),
  });
  const stored = await storeFirstCheckout(deps.db, attempt.id, {
    checkout: start as unknown as Record<string, unknown>,
    checkoutReference: start.checkoutReference,
  });
  if (stored) return { kind: "start", start };
  const first = await findTransaction(deps.db, attempt.id);
  return { kind: "start", start: first!.checkout as unknown as CheckoutStart };
}
