import {
  WebhookRejectedError,
  type BrokerContext,
  type PaymentBroker,
  type PaymentState,
} from "../payment-broker.types";
import { sandboxSecret } from "./sandbox-ledger";
import {
  findSandboxPaymentByReference,
  openSandboxCheckout,
  refundSandbox,
} from "./sandbox-ledger.repository";
import type { SandboxNoticeBody } from "./sandbox-notices.service";
import { sandboxSignatureHeader, verifySandboxNotice } from "./sandbox-signing";

const states: Record<string, PaymentState["state"]> = {
  Open: "Open",
  Paid: "Paid",
  Declined: "Failed",
  Expired: "Expired",
};

/** The built-in test broker behind the common interface: its ledger lives in our own database. */
export function createSandboxBroker(context: BrokerContext): PaymentBroker {
  const { db, origin } = context;
  const open = async (request: Parameters<PaymentBroker["openCheckout"]>[0]) => {
    const existing = await findSandboxPaymentByReference(db, request.transactionId);
    const checkout =
      existing ??
      (await openSandboxCheckout(db, {
        merchantReference: request.transactionId,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        expiresAt: request.expiresAt,
      }));
    return {
      url: `${origin}/pay/sandbox/${checkout.id}?lang=${request.language}`,
      checkoutReference: checkout.id,
    };
  };
  return {
    name: "Sandbox",
    async openCheckout(request) {
      return { kind: "redirect", ...(await open(request)) };
    },
    createPaymentLink: open,
    async readPayment(ref) {
      const checkout = await findSandboxPaymentByReference(db, ref.transactionId);
      if (!checkout)
        return { state: "Failed", amount: ref.amount, currency: ref.currency, brokerReference: null };
      const state =
        checkout.status === "Open" && checkout.expiresAt <= new Date()
          ? "Expired"
          : (states[checkout.status] ?? "Open");
      return { state, amount: checkout.amount, currency: checkout.currency, brokerReference: checkout.id };
    },
    async refund(request) {
      const done = await refundSandbox(db, request.payment.transactionId, request.amount);
      return done
        ? { result: "Success", brokerReference: `sbr_${request.refundId}` }
        : {
            result: "Failed",
            brokerReference: null,
            message: "The sandbox has nothing left to refund on this payment",
          };
    },
    async parseWebhook(request) {
      const valid = verifySandboxNotice(
        await sandboxSecret(db),
        request.rawBody,
        request.headers[sandboxSignatureHeader],
      );
      if (!valid) throw new WebhookRejectedError("The notice's signature is not valid");
      let notice: SandboxNoticeBody;
      try {
        notice = JSON.parse(request.rawBody) as SandboxNoticeBody;
      } catch {
        throw new WebhookRejectedError("The notice is not JSON");
      }
      return {
        eventKey: notice.id,
        payment: {
          transactionId: notice.merchantReference,
          outcome: notice.type === "payment.succeeded" ? "Succeeded" : "Declined",
          amount: notice.amount,
          currency: notice.currency,
          brokerReference: notice.paymentId,
        },
      };
    },
  };
}
