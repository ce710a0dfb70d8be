/**
 * Teya's SecurePay hosted payment page (help.teya.com: SecurePay "Parameters" and "Ticket API"). The
 * customer's browser posts a signed form to `{base}/securepay/default.aspx` and enters the card on Teya's page.
 * A payment link is a "ticket": the same fields posted by our server to `{base}/securepay/ticket.aspx`, which
 * answers `ticket=…&ret=True|False&message=…`; the link is `ticket.aspx?ticket=…`.
 */
import {
  BrokerCallError,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentLink,
} from "../../payment-broker.types";
import { securePayCheckhash } from "./securepay-checkhash";
import { securePayOrderId } from "./securepay-order-id";
import { formatSecurePayAmount, isMinorAmount } from "./teya-amount";
import type { SecurePayCredentials } from "./teya-credentials";
import { baseUrl, postSecurePayForm, securePayMessage, securePayOk } from "./teya-http";

export const securePayPageUrl = (base: string) => `${baseUrl(base)}/securepay/default.aspx`;
export const securePayTicketUrl = (base: string) => `${baseUrl(base)}/securepay/ticket.aspx`;

/**
 * The form fields of a payment: the order, the checkhash over it, where the customer and Teya's
 * notification go, and one item line for the whole amount. The customer returns to our page straight
 * after paying (`skipreceiptpage=1`), since our page shows the confirmation.
 */
export function securePayFields(
  credentials: SecurePayCredentials,
  request: CheckoutRequest,
): Record<string, string> {
  if (!isMinorAmount(request.amount))
    throw new BrokerCallError("The amount must be a positive whole number of minor units");
  const orderId = securePayOrderId(request.transactionId);
  const amount = formatSecurePayAmount(request.amount, request.currency);
  const checkhash = securePayCheckhash(credentials.secretKey, {
    merchantId: credentials.merchantId,
    returnUrlSuccess: request.returnUrl,
    returnUrlSuccessServer: request.notifyUrl,
    orderId,
    amount,
    currency: request.currency,
  });
  return {
    merchantid: credentials.merchantId,
    paymentgatewayid: credentials.paymentGatewayId,
    checkhash,
    orderid: orderId,
    amount,
    currency: request.currency,
    language: request.language === "is" ? "IS" : "EN",
    returnurlsuccess: request.returnUrl,
    returnurlsuccessserver: request.notifyUrl,
    returnurlcancel: request.cancelUrl,
    returnurlerror: request.returnUrl,
    itemdescription_0: request.description,
    itemcount_0: "1",
    itemunitamount_0: amount,
    itemamount_0: amount,
    pagetype: "0",
    skipreceiptpage: "1",
  };
}

/** The form the customer's browser posts to Teya's page; the order id maps Teya's notification back. */
export function securePayCheckout(
  base: string,
  credentials: SecurePayCredentials,
  request: CheckoutRequest,
): CheckoutStart {
  const fields = securePayFields(credentials, request);
  return { kind: "form", action: securePayPageUrl(base), fields, checkoutReference: fields.orderid! };
}

/** `dd.MM.yyyy`, the date format of TicketExpiryDate, in UTC (Iceland's time). */
export function ticketExpiryDate(expiresAt: Date): string {
  const day = String(expiresAt.getUTCDate()).padStart(2, "0");
  const month = String(expiresAt.getUTCMonth() + 1).padStart(2, "0");
  return `${day}.${month}.${expiresAt.getUTCFullYear()}`;
}

/**
 * A payment link through the Ticket API. A ticket is valid to the end of a day, so it is dated on the day
 * the booking's hold runs out; a payment that comes after the hold is handled like any late payment.
 */
export async function createSecurePayTicket(
  fetchFn: typeof fetch,
  base: string,
  credentials: SecurePayCredentials,
  request: CheckoutRequest,
): Promise<PaymentLink> {
  const fields = securePayFields(credentials, request);
  const answer = await postSecurePayForm(fetchFn, securePayTicketUrl(base), {
    ...fields,
    TicketExpiryDate: ticketExpiryDate(request.expiresAt),
  });
  const ticket = answer.get("ticket")?.trim();
  if (!securePayOk(answer) || !ticket)
    throw new BrokerCallError(
      `Teya did not create the payment link: ${securePayMessage(answer, "no reason given")}`,
    );
  return {
    url: `${securePayTicketUrl(base)}?${new URLSearchParams({ ticket }).toString()}`,
    checkoutReference: fields.orderid!,
  };
}
