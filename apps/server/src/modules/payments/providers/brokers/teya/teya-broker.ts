/**
 * Teya behind the common broker interface.
 *
 * With SecurePay credentials the customer pays on SecurePay's hosted page (a form their browser posts), a
 * payment link is a SecurePay ticket, Teya's signed server notification settles the payment, and a refund
 * goes through SecurePay's refund endpoint. SecurePay offers no status lookup with these credentials, so such
 * a payment is settled by its notification alone.
 *
 * With only Online Payments credentials the customer pays on a checkout session and the adapter can read the
 * session and refund it. That API signs its webhooks with an RSA key shown in Teya's Business Portal, which is
 * not among the stored credentials, so its webhooks are refused and its payments settled by asking Teya.
 *
 * Teya's partial refunds are not confirmed by any public source, so only full refunds are made.
 */
import {
  BrokerCallError,
  WebhookRejectedError,
  type BrokerContext,
  type CheckoutRequest,
  type PaymentBroker,
} from "../../payment-broker.types";
import { createOnlineClient, onlineEndpointsFor, type OnlineEndpoints } from "./online-api";
import { openOnlineCheckout, readOnlineSession, refundOnline } from "./online-payments";
import { TEYA_SIGNATURE_HEADER } from "./online-webhook";
import { parseSecurePayNotice } from "./securepay-notice";
import { isOnlineSessionReference } from "./securepay-order-id";
import { createSecurePayTicket, securePayCheckout } from "./securepay-page";
import { refundSecurePay } from "./securepay-refund";
import { readTeyaCredentials } from "./teya-credentials";

export interface TeyaBrokerOptions {
  /** Where Teya's Online Payments API is; by default the one matching the SecurePay endpoint. */
  online?: OnlineEndpoints;
}

const noCredentials = "Teya's credentials are incomplete: enter the SecurePay set or the Online Payments set";

export function createTeyaBroker(context: BrokerContext, options: TeyaBrokerOptions = {}): PaymentBroker {
  const { securePay, online } = readTeyaCredentials(context.credentials);
  const base = context.endpoints.teyaSecurePay;
  const onlineClient = online
    ? createOnlineClient(context.fetch, options.online ?? onlineEndpointsFor(base), online)
    : null;

  const onlineOnly = () => {
    if (!onlineClient) throw new BrokerCallError(noCredentials);
    return onlineClient;
  };

  return {
    name: "Teya",
    async openCheckout(request) {
      if (securePay) return securePayCheckout(base, securePay, request);
      return openOnlineCheckout(onlineOnly(), request);
    },
    async createPaymentLink(request: CheckoutRequest) {
      if (!securePay)
        throw new BrokerCallError(
          "Teya payment links need the SecurePay credentials (merchant ID, payment gateway ID and secret key)",
        );
      return createSecurePayTicket(context.fetch, base, securePay, request);
    },
    async readPayment(ref) {
      if (isOnlineSessionReference(ref.checkoutReference)) return readOnlineSession(onlineOnly(), ref);
      throw new BrokerCallError(
        "Teya SecurePay has no way to look up a payment with the stored credentials; Teya's notification settles it",
      );
    },
    async refund(request) {
      if (request.amount !== request.payment.amount)
        throw new BrokerCallError(
          "Teya does not confirm partial refunds, so only the full amount can be refunded here; refund part of a payment in Teya's merchant web",
        );
      if (isOnlineSessionReference(request.payment.checkoutReference))
        return refundOnline(onlineOnly(), request);
      if (!securePay) throw new BrokerCallError(noCredentials);
      return refundSecurePay(context.fetch, base, securePay, request);
    },
    async parseWebhook(request) {
      if (request.headers[TEYA_SIGNATURE_HEADER] !== undefined)
        throw new WebhookRejectedError(
          "Teya's webhook public key is not among the stored credentials, so the notice cannot be verified",
        );
      if (!securePay)
        throw new WebhookRejectedError("No SecurePay secret key is stored to verify the notice");
      return parseSecurePayNotice(securePay.secretKey, request.rawBody);
    },
  };
}
