import type { RapydPayment, RapydPaymentMethod } from "./rapyd-client";
import type { RapydPaymentMethodObject, RapydPaymentObject } from "./rapyd-objects";

/** Rapyd's answer to every API call: its status, and the `data` when it succeeded. */
export interface RapydEnvelope<T = unknown> {
  status: {
    status: "SUCCESS" | "ERROR";
    error_code: string;
    message: string;
    response_code: string;
    operation_id: string;
  };
  data?: T;
}

const paymentStatuses = new Set<RapydPayment["status"]>(["ACT", "CLO", "ERR", "CAN", "EXP"]);

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Reads a payment object; an unknown status (e.g. reversed) is treated as not settled. */
export function parsePayment(data: Partial<RapydPaymentObject>): RapydPayment {
  const status = data.status as RapydPayment["status"];
  return {
    id: String(data.id ?? ""),
    status: paymentStatuses.has(status) ? status : "ACT",
    amount: Number(data.amount ?? 0),
    currency: String(data.currency_code ?? ""),
    merchantReferenceId: text(data.merchant_reference_id),
    failureMessage: text(data.failure_message) ?? text(data.failure_code),
    paymentMethodId: text(data.payment_method),
  };
}

export function isPaymentShaped(data: unknown): data is Partial<RapydPaymentObject> {
  return (
    typeof data === "object" && data !== null && String((data as { id?: unknown }).id).startsWith("payment_")
  );
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** Rapyd names a card's brand in bin_details, or only in its type (e.g. `is_visa_card`). */
function brandOf(method: Partial<RapydPaymentMethodObject>): string {
  const fromBin = method.bin_details?.brand;
  if (fromBin) return fromBin.toUpperCase() === "MASTERCARD" ? "Mastercard" : titleCase(fromBin);
  const type = method.type ?? "";
  if (type.includes("visa")) return "Visa";
  if (type.includes("mastercard")) return "Mastercard";
  if (type.includes("amex")) return "American Express";
  return "Card";
}

/** Rapyd sends two-digit years ("25") for saved cards. */
function fullYear(value: unknown): number {
  const year = Number(value ?? 0);
  return year > 0 && year < 100 ? 2000 + year : year;
}

export function parsePaymentMethod(data: Partial<RapydPaymentMethodObject>): RapydPaymentMethod {
  return {
    id: String(data.id ?? ""),
    brand: brandOf(data),
    last4: String(data.last4 ?? ""),
    expMonth: Number(data.expiration_month ?? 0),
    expYear: fullYear(data.expiration_year),
  };
}

export function parseCheckoutStatus(value: unknown): "NEW" | "DON" | "EXP" {
  return value === "DON" || value === "EXP" ? value : "NEW";
}
