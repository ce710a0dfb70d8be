import type { BrokerContext, PaymentBroker } from "../../payment-broker.types";
import { rapydApi, rapydKeys } from "./rapyd-broker-api";
import { createRapydPaymentLink, openRapydCheckout } from "./rapyd-checkout";
import { parseRapydNotice } from "./rapyd-notice";
import { readRapydPayment } from "./rapyd-payment-state";
import { readRapydRefund, refundRapydPayment } from "./rapyd-refund";

/**
 * Rapyd behind the common interface, for one company's Rapyd account: hosted checkout, payment
 * link, payment reads, refunds and refund reads, and notices (docs/brokers.md §1). Every call is
 * signed with the company's keys and goes through the context's fetch; the adapter keeps no
 * records itself.
 */
export function createRapydBroker(context: BrokerContext): PaymentBroker {
  const api = rapydApi(context);
  return {
    name: "Rapyd",
    openCheckout: (request) => openRapydCheckout(api, request, context.tenantId),
    createPaymentLink: (request) => createRapydPaymentLink(api, request),
    readPayment: (ref) => readRapydPayment(api, ref),
    refund: (request) => refundRapydPayment(api, request),
    readRefund: (ref) => readRapydRefund(api, ref),
    async parseWebhook(request) {
      return parseRapydNotice(request, rapydKeys(context));
    },
  };
}
