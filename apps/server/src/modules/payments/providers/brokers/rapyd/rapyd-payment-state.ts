import type { PaymentState, TransactionRef } from "../../payment-broker.types";
import { fromRapydAmount } from "./rapyd-amounts";
import { pathId, type RapydApi } from "../../../../../integrations/rapyd/rapyd-api";
import {
  checkoutIdPrefix,
  paymentLinkIdPrefix,
  type RapydCheckoutObject,
  type RapydPaymentLinkObject,
  type RapydPaymentObject,
} from "../../../../../integrations/rapyd/rapyd-objects";

/** Rapyd's payment statuses; one it adds later (e.g. a reversal) is read as not settled. */
const states: Record<string, PaymentState["state"]> = {
  NEW: "Open",
  ACT: "Open",
  CLO: "Paid",
  ERR: "Failed",
  CAN: "Failed",
  EXP: "Expired",
};

type WirePayment = Partial<RapydPaymentObject>;

/** What is known of a transaction at Rapyd: its latest payment, or how its page stands without one. */
interface Lookup {
  payment: WirePayment | null;
  pageExpired: boolean;
}

const hasId = (payment: WirePayment | null | undefined): payment is WirePayment =>
  typeof payment?.id === "string" && payment.id !== "";

/** A paid payment wins over failed attempts; otherwise the newest attempt tells. */
function choose(payments: WirePayment[]): WirePayment | null {
  const real = payments.filter(hasId);
  const paid = real.find((payment) => payment.status === "CLO");
  if (paid) return paid;
  return real.sort((a, b) => Number(b.created_at ?? 0) - Number(a.created_at ?? 0))[0] ?? null;
}

/**
 * Finds the transaction's payment: through its checkout page when it has one (the page shows
 * the latest attempt), else by our payment id, else among Rapyd's payments carrying our id as
 * merchant reference (payment links).
 */
export async function lookUpPayment(api: RapydApi, ref: TransactionRef): Promise<Lookup> {
  const checkoutId = ref.checkoutReference;
  if (checkoutId?.startsWith(checkoutIdPrefix)) {
    const checkout = await api.data<Partial<RapydCheckoutObject>>(
      "GET",
      `/v1/checkout/${pathId(checkoutId)}`,
    );
    if (hasId(checkout.payment)) return { payment: checkout.payment, pageExpired: false };
    return { payment: null, pageExpired: checkout.status === "EXP" };
  }
  if (ref.brokerReference) {
    const payment = await api.data<WirePayment>("GET", `/v1/payments/${pathId(ref.brokerReference)}`);
    return { payment, pageExpired: false };
  }
  const query = `merchant_reference_id=${encodeURIComponent(ref.transactionId)}&limit=100`;
  const payments = await api.data<WirePayment[]>("GET", `/v1/payments?${query}`);
  const payment = choose(Array.isArray(payments) ? payments : []);
  if (payment || !checkoutId?.startsWith(paymentLinkIdPrefix)) return { payment, pageExpired: false };
  const link = await api.data<Partial<RapydPaymentLinkObject>>(
    "GET",
    `/v1/hosted/collect/payments/${pathId(checkoutId)}`,
  );
  return { payment: null, pageExpired: link.status === "EXP" };
}

/** How a transaction stands at Rapyd, in our terms and minor units. */
export async function readRapydPayment(api: RapydApi, ref: TransactionRef): Promise<PaymentState> {
  const { payment, pageExpired } = await lookUpPayment(api, ref);
  if (!payment) {
    return {
      state: pageExpired ? "Expired" : "Open",
      amount: ref.amount,
      currency: ref.currency,
      brokerReference: null,
    };
  }
  const currency = payment.currency_code || ref.currency;
  return {
    state: states[String(payment.status)] ?? "Open",
    amount: fromRapydAmount(payment.amount, currency),
    currency,
    brokerReference: payment.id ?? null,
  };
}
