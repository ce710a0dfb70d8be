/**
 * What the Teya contract tests share: the adapter bound to a fake Teya, and a checkout request. The
 * SecurePay credentials are Teya's public sandbox merchant (docs/brokers.md §2.1).
 */
import type { Executor } from "../../../../../db/database";
import type { BrokerContext, CheckoutRequest } from "../../payment-broker.types";
import { createTeyaBroker } from "./teya-broker";
import type { TeyaFake } from "./teya-fake-server";

export const sandboxMerchant = { merchantId: "9275444", paymentGatewayId: "16", secretKey: "99887766" };
export const onlineClient = { clientId: "stund-client", clientSecret: "client-secret-1" };

export function teyaAdapter(
  fake: Pick<TeyaFake, "url" | "online">,
  credentials: BrokerContext["credentials"],
) {
  const context: BrokerContext = {
    // The Teya adapter keeps no state of its own; it never touches the database.
    db: undefined as unknown as Executor,
    tenantId: "00000000-0000-4000-8000-000000000001",
    credentials,
    origin: "https://stund.example",
    endpoints: {
      rapyd: "http://127.0.0.1:9",
      teyaSecurePay: fake.url,
      teyaRpg: `${fake.url}/rpgapi`,
      straumur: "http://127.0.0.1:9",
      valitorPay: "http://127.0.0.1:9",
    },
    fetch,
  };
  return createTeyaBroker(context, { online: fake.online });
}

export function checkoutRequest(
  notifyUrl: string,
  overrides: Partial<CheckoutRequest> = {},
): CheckoutRequest {
  return {
    transactionId: "5f0c6a52-8d2e-4c6b-9a51-2f7d3e9b1c40",
    amount: 15000,
    currency: "ISK",
    description: "Glacier Tours · K7F3-9QXA",
    language: "is",
    returnUrl: "https://stund.example/pay/return",
    cancelUrl: "https://stund.example/pay/cancel",
    notifyUrl,
    expiresAt: new Date("2030-05-01T12:00:00Z"),
    ...overrides,
  };
}
