/**
 * Valitor's return of a paid order: form fields (a POST body or a query string) with `ReferenceNumber`,
 * `DigitalSignatureResponse` and details such as `CardType`, `CardNumberMasked`, `AuthorizationNumber` and
 * `TransactionNumber`. Valitor sends it server-to-server to PaymentSuccessfulServerSideURL and with the
 * customer's browser to PaymentSuccessfulURL, only when the payment went through: a declined card stays on
 * Valitor's page. Both copies carry the same reference and so the same event key, and apply once.
 *
 * Only ReferenceNumber and DigitalSignatureResponse are signed (docs/decisions/0011-payments.md, "ValitorPay"). The reference is our
 * transaction's id, which the request signature bound to its amount and currency, so the amount the event
 * reports is the one we recorded for that transaction, never a value read from the return.
 */
import { WebhookRejectedError, type WebhookEvent } from "../../payment-broker.types";
import type { ValitorOrder } from "./valitor-order.repository";
import { isValidValitorReturnSignature } from "./valitor-signature";

/** The order a reference names for this company, or null when it names none. */
export type ValitorOrderLookup = (referenceNumber: string) => Promise<ValitorOrder | null>;

/**
 * The event of a return, or WebhookRejectedError when its DigitalSignatureResponse does not prove that
 * Valitor sent it. A reference that names no order of this company gives an event that matches no payment
 * (amount 0), which is kept in the inbox as Unknown and changes nothing.
 */
export async function parseValitorReturn(
  verificationCode: string,
  fields: string,
  orderOf: ValitorOrderLookup,
): Promise<WebhookEvent> {
  const form = new URLSearchParams(fields);
  const reference = (form.get("ReferenceNumber") ?? "").trim();
  if (!isValidValitorReturnSignature(verificationCode, reference, form.get("DigitalSignatureResponse")))
    throw new WebhookRejectedError("The return's DigitalSignatureResponse is not valid");
  const order = await orderOf(reference);
  return {
    eventKey: `payment:${reference}`,
    payment: {
      transactionId: reference,
      checkoutReference: reference,
      outcome: "Succeeded",
      amount: order?.amount ?? 0,
      currency: order?.currency ?? "",
      // Our reference is unique where Valitor's transaction numbers may not be; staff find it in Valitor's portal.
      brokerReference: reference,
    },
  };
}
