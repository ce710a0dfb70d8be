import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Executor } from "../../../../../db/database";
import type {
  BrokerContext,
  CheckoutRequest,
  TransactionRef,
  WebhookRequest,
} from "../../payment-broker.types";
import { webhookPath } from "../../../payment-settings/payment-settings.service";
import type { RapydKeys } from "../../../../../integrations/rapyd/rapyd-api";

/** The keys of the test server's Rapyd account. */
export const accountKeys: RapydKeys = {
  accessKey: "rak_test_7d1e4c9a2b6f",
  secretKey: "rsk_test_5a0f3e8d2c7b1a6e9f4d0c3b",
};

export const tenantId = "5f0c2a9e-3b7d-4e61-8c1a-9d2e7f4b6a30";

/** The adapter keeps no records: any use of the database fails the test. */
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error("The Rapyd adapter must not use the database");
    },
  },
) as Executor;

export function brokerContext(
  rapydUrl: string,
  credentials: Partial<RapydKeys> = accountKeys,
  fetchImpl: typeof fetch = fetch,
): BrokerContext {
  return {
    db: noDatabase,
    tenantId,
    credentials,
    origin: "https://stund.example",
    endpoints: { rapyd: rapydUrl, teyaSecurePay: "", teyaRpg: "", straumur: "", valitorPay: "" },
    fetch: fetchImpl,
  };
}

let transactions = 0;

/** A checkout of 15.000 kr. that runs out in 15 minutes, for a fresh transaction each time. */
export function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  transactions += 1;
  return {
    transactionId: `ptx_${Date.now().toString(36)}_${transactions}`,
    amount: 15000,
    currency: "ISK",
    description: "Glacier Tours · K7F3-9QXA",
    language: "is",
    returnUrl: "https://stund.example/book/glacier/return",
    cancelUrl: "https://stund.example/book/glacier/cancel",
    notifyUrl: `https://stund.example${webhookPath("Rapyd", tenantId)}`,
    expiresAt: new Date(Date.now() + 15 * 60_000),
    ...overrides,
  };
}

/** Our record of a transaction that was sent to a Rapyd page. */
export function transactionRef(
  request: CheckoutRequest,
  checkoutReference: string | null,
  brokerReference: string | null = null,
): TransactionRef {
  return {
    transactionId: request.transactionId,
    checkoutReference,
    brokerReference,
    amount: request.amount,
    currency: request.currency,
  };
}

/** Our webhook address on 127.0.0.1: it keeps each notice exactly as it arrived. */
export interface WebhookReceiver {
  url: string;
  received: WebhookRequest[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookRequest[] = [];
  let url = "";
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      received.push({ rawBody: Buffer.concat(chunks).toString("utf8"), headers, url });
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${webhookPath("Rapyd", tenantId)}`;
  return {
    url,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** The address of a port that was just closed: nothing answers there. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
