/**
 * Straumur behind the common broker interface: the customer pays on Straumur's hosted checkout, Straumur's
 * HMAC-signed webhook settles the payment, the status API answers when asked, and refunds may be partial.
 * Straumur takes no payment links here (the spec offers links only with Rapyd and Teya).
 */
import {
  BrokerCallError,
  WebhookRejectedError,
  type BrokerContext,
  type PaymentBroker,
} from "../../payment-broker.types";
import type { StraumurApi } from "./straumur-api";
import { openHostedCheckout, readHostedCheckout, refundStraumur } from "./straumur-payments";
import { parseStraumurWebhook } from "./straumur-webhook";
import { readStraumurHmacKey } from "./webhook-hmac";

const value = (text: string | undefined) => (text && text.trim() !== "" ? text.trim() : null);

export function createStraumurBroker(context: BrokerContext): PaymentBroker {
  const apiKey = value(context.credentials.apiKey);
  const hmacKey = value(context.credentials.hmacKey);
  const terminalIdentifier = value(context.credentials.terminalIdentifier);

  const account = (): { api: StraumurApi; terminalIdentifier: string } => {
    if (!apiKey || !terminalIdentifier)
      throw new BrokerCallError(
        "Straumur's credentials are incomplete: enter the API key and the terminal identifier",
      );
    return { api: { fetch: context.fetch, base: context.endpoints.straumur, apiKey }, terminalIdentifier };
  };

  return {
    name: "Straumur",
    async openCheckout(request) {
      const { api, terminalIdentifier } = account();
      return openHostedCheckout(api, terminalIdentifier, request);
    },
    readPayment: async (ref) => readHostedCheckout(account().api, ref),
    refund: async (request) => refundStraumur(account().api, request),
    async parseWebhook(request) {
      if (!hmacKey || !readStraumurHmacKey(hmacKey))
        throw new WebhookRejectedError("No valid Straumur HMAC key is stored to verify the notice");
      return parseStraumurWebhook(hmacKey, request.rawBody);
    },
  };
}
