import { and, eq, isNull } from "drizzle-orm";
import { paymentTransactions } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import { tenants } from "../../../db/schema/tenants";
import {
  webhookPath,
  type BrokerName,
  type CheckoutStart,
} from "../../payments/providers/payment-broker.types";
import { isBrokerName } from "../../payments/providers/broker-registry.service";
import { brokerFor, originOf, type BrokerDeps } from "../../payments/providers/broker-for.service";

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
  const [row] = await deps.db
    .select({
      attempt: paymentTransactions,
      reference: bookings.reference,
      tenantName: tenants.name,
    })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .innerJoin(tenants, eq(tenants.id, paymentTransactions.tenantId))
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.kind, "Payment")));
  if (!row) return { kind: "notFound", returnUrl: null };
  const { attempt } = row;
  const returnUrl = attempt.returnUrl;
  if (attempt.result === "Success") return { kind: "paid", returnUrl };
  if (attempt.expiresAt && attempt.expiresAt <= new Date()) return { kind: "expired", returnUrl };
  if (attempt.checkout) return { kind: "start", start: attempt.checkout as unknown as CheckoutStart };
  if (!isBrokerName(attempt.broker)) return { kind: "unavailable", returnUrl };
  const broker = await brokerFor(deps, attempt.tenantId, attempt.broker as BrokerName);
  const back = returnUrl ?? `${originOf(deps.config)}/`;
  const start = await broker.openCheckout({
    transactionId: attempt.id,
    amount: attempt.amount,
    currency: attempt.currency,
    description: `${row.tenantName} · ${row.reference ?? ""}`.trim(),
    language: lang,
    returnUrl: back,
    cancelUrl: back,
    notifyUrl: `${originOf(deps.config)}${webhookPath(attempt.broker as BrokerName, attempt.tenantId)}`,
    expiresAt: attempt.expiresAt ?? new Date(Date.now() + 60 * 60_000),
  });
  const [stored] = await deps.db
    .update(paymentTransactions)
    .set({
      checkout: start as unknown as Record<string, unknown>,
      checkoutReference: start.checkoutReference,
      updatedAt: new Date(),
    })
    .where(and(eq(paymentTransactions.id, attempt.id), isNull(paymentTransactions.checkout)))
    .returning({ checkout: paymentTransactions.checkout });
  if (stored) return { kind: "start", start };
  const [first] = await deps.db
    .select({ checkout: paymentTransactions.checkout })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, attempt.id));
  return { kind: "start", start: first!.checkout as unknown as CheckoutStart };
}
