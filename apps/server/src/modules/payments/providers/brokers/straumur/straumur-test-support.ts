/**
 * What the Straumur contract tests share: a fake Straumur, the adapter bound to it, a receiver standing in
 * for our webhook route (Straumur's webhook URL), and helpers that open or pay a checkout.
 */
import type { Executor } from "../../../../../db/database";
import type { BrokerContext, CheckoutRequest, TransactionRef } from "../../payment-broker.types";
import { startNoticeReceiver } from "../teya/fake-http";
import { createStraumurBroker } from "./straumur-broker";
import { startStraumurFake } from "./straumur-fake-server";

export const account = {
  apiKey: "straumur-api-key-1",
  hmacKey: "4eab969bd65a39c17c906dfcef1fe69d481716b0845a6c0892284cf9c06e4314",
  terminalIdentifier: "1adfe4a11212",
  webhookKey: "webhook-key-from-portal",
};

export function straumurAdapter(base: string, credentials: BrokerContext["credentials"]) {
  return createStraumurBroker({
    // The Straumur adapter keeps no state of its own; it never touches the database.
    db: undefined as unknown as Executor,
    tenantId: "00000000-0000-4000-8000-000000000002",
    credentials,
    origin: "https://stund.example",
    endpoints: {
      rapyd: "http://127.0.0.1:9",
      teyaSecurePay: "http://127.0.0.1:9",
      teyaRpg: "http://127.0.0.1:9",
      straumur: base,
      valitorPay: "http://127.0.0.1:9",
    },
    fetch,
  });
}

export async function startStraumurHarness() {
  const fake = await startStraumurFake([account]);
  const straumur = straumurAdapter(fake.base, account);
  const receiver = await startNoticeReceiver((request) => straumur.parseWebhook(request));
  fake.setWebhookUrl(receiver.url);
  let count = 0;

  function request(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    count += 1;
    return {
      transactionId: `c3d4e5f6-0000-4000-8000-${String(count).padStart(12, "0")}`,
      amount: 15000,
      currency: "ISK",
      description: "Glacier Tours · K7F3-9QXA",
      language: "is",
      returnUrl: "https://stund.example/pay/return",
      cancelUrl: "https://stund.example/pay/cancel",
      notifyUrl: receiver.url,
      expiresAt: new Date(Date.now() + 15 * 60 * 1000),
      ...overrides,
    };
  }

  async function open(overrides: Partial<CheckoutRequest> = {}) {
    const checkout = request(overrides);
    const start = await straumur.openCheckout(checkout);
    const ref: TransactionRef = {
      transactionId: checkout.transactionId,
      checkoutReference: start.checkoutReference,
      brokerReference: null,
      amount: checkout.amount,
      currency: checkout.currency,
    };
    return { start, ref, checkout };
  }

  /** A checkout the customer paid, as our record has it once Straumur's webhook came. */
  async function paid(overrides: Partial<CheckoutRequest> = {}): Promise<TransactionRef> {
    const { ref } = await open(overrides);
    await fake.pay(ref.checkoutReference!);
    return { ...ref, brokerReference: receiver.received.at(-1)!.event!.payment!.brokerReference };
  }

  return {
    fake,
    receiver,
    straumur,
    adapter: (credentials: BrokerContext["credentials"], base = fake.base) =>
      straumurAdapter(base, credentials),
    request,
    open,
    paid,
    close: async () => {
      await receiver.close();
      await fake.close();
    },
  };
}

export type StraumurHarness = Awaited<ReturnType<typeof startStraumurHarness>>;
