/**
 * The form the customer's browser posts to Valitor's hosted payment page (docs/decisions/0011-payments.md, "ValitorPay"): the order
 * as one product line for the whole amount, where the customer returns and where Valitor's server calls,
 * and the DigitalSignature over them. Our transaction id is the ReferenceNumber, so Valitor's signed
 * return names the transaction it paid.
 */
import { currencyDecimals } from "@stund/shared/money/money";
import { BrokerCallError, type CheckoutRequest, type CheckoutStart } from "../../payment-broker.types";
import type { ValitorCredentials } from "./valitor-credentials";
import { valitorDigitalSignature } from "./valitor-signature";

/**
 * Where the customer's browser returns after paying: beside the notice address, so the return is
 * verified and applied like Valitor's server-side call before the customer sees the shop again.
 */
export const valitorReturnUrl = (notifyUrl: string) => `${notifyUrl}/return`;

/** Our minor units as the page's price text: ISK 15000 → "15000", EUR 1050 → "10.50". */
export function formatValitorAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor <= 0)
    throw new BrokerCallError("The amount must be a positive whole number of minor units");
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  const digits = String(minor).padStart(decimals + 1, "0");
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** The form fields of a payment, signed with the merchant's verification code (never sent itself). */
export function valitorFields(
  credentials: ValitorCredentials,
  request: CheckoutRequest,
): Record<string, string> {
  const price = formatValitorAmount(request.amount, request.currency);
  const line = { quantity: "1", price, discount: "0" };
  const signed = {
    authorizationOnly: "0",
    products: [line],
    merchantId: credentials.merchantId,
    referenceNumber: request.transactionId,
    paymentSuccessfulUrl: valitorReturnUrl(request.notifyUrl),
    paymentSuccessfulServerSideUrl: request.notifyUrl,
    currency: request.currency,
  };
  return {
    MerchantID: signed.merchantId,
    AuthorizationOnly: signed.authorizationOnly,
    ReferenceNumber: signed.referenceNumber,
    Currency: signed.currency,
    Language: request.language === "is" ? "IS" : "EN",
    Product_1_Description: request.description,
    Product_1_Quantity: line.quantity,
    Product_1_Price: line.price,
    Product_1_Discount: line.discount,
    PaymentSuccessfulURL: signed.paymentSuccessfulUrl,
    PaymentSuccessfulAutomaticRedirect: "1",
    PaymentSuccessfulServerSideURL: signed.paymentSuccessfulServerSideUrl,
    PaymentCancelledURL: request.cancelUrl,
    DisplayBuyerInfo: "0",
    DigitalSignature: valitorDigitalSignature(credentials.verificationCode, signed),
  };
}

/** The form the customer's browser posts to the page at `base` (the page's own address). */
export function valitorCheckout(
  base: string,
  credentials: ValitorCredentials,
  request: CheckoutRequest,
): CheckoutStart {
  const fields = valitorFields(credentials, request);
  return { kind: "form", action: base, fields, checkoutReference: request.transactionId };
}
