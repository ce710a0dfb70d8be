/**
 * ValitorPay behind the common broker interface, through Valitor's hosted payment page
 * (docs/decisions/0011-payments.md, "ValitorPay"). Valitor's card API takes card numbers on our server, so it is
 * not used: the customer's browser posts a signed form to Valitor's page and enters the card there.
 *
 * - A payment is settled by Valitor's signed return, server-to-server or with the customer's browser,
 *   whichever comes first; the page cannot be asked about a payment, so reconciliation gives up on one
 *   that never returned a day after its checkout ran out (as for Teya SecurePay).
 * - The page documents no refund call: staff refund in Valitor's own portal and record it here, so a
 *   refund is answered done with a note saying so, and nothing is sent to Valitor.
 * - No payment links: the spec allows them with Rapyd and Teya only.
 */
import {
  BrokerCallError,
  WebhookRejectedError,
  type BrokerContext,
  type PaymentBroker,
  type RefundOutcome,
} from "../../payment-broker.types";
import { readValitorCredentials } from "./valitor-credentials";
import { findValitorOrder } from "./valitor-order.repository";
import { valitorCheckout } from "./valitor-page";
import { parseValitorReturn, type ValitorOrderLookup } from "./valitor-return";

export interface ValitorBrokerOptions {
  /** How a return's reference finds its order; by default the company's payment transaction of that id. */
  orderOf?: ValitorOrderLookup;
}

/** The note a recorded refund carries, after staff's own. */
export const valitorRefundNote = "Refunded in Valitor's own portal; recorded here, nothing sent to Valitor.";

export function createValitorBroker(
  context: BrokerContext,
  options: ValitorBrokerOptions = {},
): PaymentBroker {
  const credentials = readValitorCredentials(context.credentials);
  const orderOf =
    options.orderOf ?? ((reference: string) => findValitorOrder(context.db, context.tenantId, reference));

  return {
    name: "ValitorPay",
    async openCheckout(request) {
      if (!credentials)
        throw new BrokerCallError(
          "ValitorPay's credentials are incomplete: enter the merchant ID and the verification code",
        );
      return valitorCheckout(context.endpoints.valitorPay, credentials, request);
    },
    async readPayment() {
      throw new BrokerCallError(
        "Valitor's payment page cannot be asked about a payment; Valitor's signed return settles it",
      );
    },
    async refund(): Promise<RefundOutcome> {
      return { result: "Success", brokerReference: null, note: valitorRefundNote };
    },
    async parseWebhook(request) {
      if (!credentials)
        throw new WebhookRejectedError("No ValitorPay verification code is stored to verify the return");
      return parseValitorReturn(credentials.verificationCode, request.rawBody, orderOf);
    },
  };
}
