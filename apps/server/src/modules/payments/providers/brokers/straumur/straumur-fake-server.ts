/**
 * A local stand-in for Straumur, for contract tests: a real HTTP server on 127.0.0.1 serving
 * `/api/v1/hostedcheckout`, `/api/v1/hostedcheckout/status/{ref}` and `/api/v1/modification/refund`, refusing
 * any call without the account's `X-API-key` and any ISK amount not ending in 00, and sending webhooks signed
 * with the account's HMAC key, with the webhook's own key in the Authorization header. A refund is answered
 * "Received" and ends when a test says so, with a Refund webhook.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { json, startFakeHttp } from "../teya/fake-http";
import { straumurHmacSignature } from "./webhook-hmac";

export interface StraumurAccount {
  apiKey: string;
  hmacKey: string;
  terminalIdentifier: string;
  /** The key set for the webhook in Straumur's portal, sent as its Authorization header. */
  webhookKey: string;
}

export interface FakeCheckout {
  checkoutReference: string;
  account: StraumurAccount;
  request: Record<string, unknown>;
  status: "New" | "Completed" | "Expired";
  payfacReference: string | null;
  /** Straumur's minor units (ISK in hundredths). */
  amount: number;
  refunded: number;
}

export interface FakeRefund {
  /** The refund's own payfacReference, answered by `modification/refund`. */
  payfacReference: string;
  checkoutReference: string;
  /** Straumur's minor units. */
  amount: number;
  status: "Received" | "Succeeded" | "Failed";
}

const reasons = ["OTHER", "RETURN", "DUPLICATE", "FRAUD", "CUSTOMER REQUEST"];
const token = (length: number, alphabet: string) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join("");
const bad = (detail: string) => json(400, { title: "Bad Request", detail });

function amountError(amount: unknown, currency: unknown): string | null {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0)
    return "amount must be a positive integer";
  if (currency === "ISK" && amount % 100 !== 0) return "Amount must end in 00 for ISK";
  return null;
}

export async function startStraumurFake(accounts: StraumurAccount[]) {
  const checkouts = new Map<string, FakeCheckout>();
  const refunds = new Map<string, FakeRefund>();
  let webhookUrl = "";
  let base = "";
  const accountOf = (request: IncomingMessage) =>
    accounts.find((a) => a.apiKey === request.headers["x-api-key"]);

  function open(account: StraumurAccount, input: Record<string, unknown>) {
    const error = amountError(input.amount, input.currency);
    if (error) return bad(error);
    if (typeof input.currency !== "string" || !/^[A-Z]{3}$/.test(input.currency))
      return bad("currency is not valid");
    if (typeof input.returnUrl !== "string" || !input.returnUrl.startsWith("http"))
      return bad("returnUrl is required");
    const reference = input.reference;
    if (typeof reference !== "string" || reference.length < 1 || reference.length > 100)
      return bad("reference must be 1 to 100 characters");
    if (input.terminalIdentifier !== account.terminalIdentifier) return bad("Unknown terminal identifier");
    if (input.expiresAt !== undefined && Number.isNaN(Date.parse(String(input.expiresAt))))
      return bad("expiresAt is not a date");
    const checkoutReference = token(50, "abcdefghijklmnopqrstuvwxyz0123456789");
    checkouts.set(checkoutReference, {
      checkoutReference,
      account,
      request: input,
      status: "New",
      payfacReference: null,
      amount: input.amount as number,
      refunded: 0,
    });
    return json(200, { url: `${base}/checkout/${checkoutReference}`, checkoutReference });
  }

  function refund(account: StraumurAccount, input: Record<string, unknown>) {
    const paid = [...checkouts.values()].find(
      (c) =>
        c.account === account &&
        c.status === "Completed" &&
        c.payfacReference === input.payfacReference &&
        c.request.reference === input.reference,
    );
    if (!paid) return json(404, { title: "Not Found", detail: "Payment not found" });
    const error =
      amountError(input.amount, input.currency) ??
      (input.currency !== paid.request.currency ? "currency differs from the payment's" : null);
    if (error) return bad(error);
    if (input.refundReason !== undefined && !reasons.includes(String(input.refundReason)))
      return bad("refundReason is not supported");
    if ((input.amount as number) > paid.amount - paid.refunded)
      return bad("Amount exceeds what is left to refund");
    paid.refunded += input.amount as number;
    const payfacReference = token(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
    refunds.set(payfacReference, {
      payfacReference,
      checkoutReference: paid.checkoutReference,
      amount: input.amount as number,
      status: "Received",
    });
    return json(200, {
      status: "Received",
      payfacReference,
      responseDateTime: new Date().toISOString(),
      responseIdentifier: randomUUID(),
    });
  }

  const http = await startFakeHttp((request, body, url) => {
    const account = accountOf(request);
    if (!account) return json(401, { title: "Unauthorized", detail: "Invalid API key" });
    const input = () => JSON.parse(body || "{}") as Record<string, unknown>;
    const route = `${request.method} ${url.pathname}`;
    if (route === "POST /api/v1/hostedcheckout") return open(account, input());
    if (route === "POST /api/v1/modification/refund") return refund(account, input());
    const status = /^GET \/api\/v1\/hostedcheckout\/status\/([^/]+)$/.exec(route);
    const checkout = status ? checkouts.get(decodeURIComponent(status[1]!)) : undefined;
    if (!checkout || checkout.account !== account)
      return json(404, { title: "Not Found", detail: "Unknown checkout" });
    return json(200, {
      status: checkout.status,
      payfacReference: checkout.payfacReference,
      responseDateTime: new Date().toISOString(),
    });
  });
  base = http.url;

  /** A webhook body about a checkout, signed as Straumur signs it. */
  function event(
    checkoutReference: string,
    eventType: string,
    overrides: Record<string, unknown> = {},
    additionalData: Record<string, unknown> = { authCode: "123456", cardNumber: "411111******1111" },
  ) {
    const checkout = checkouts.get(checkoutReference);
    if (!checkout) throw new Error(`No checkout ${checkoutReference}`);
    const fields: Record<string, unknown> = {
      checkoutReference,
      payfacReference: checkout.payfacReference ?? token(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
      merchantReference: checkout.request.reference,
      amount: String(checkout.amount),
      currency: checkout.request.currency,
      reason: null,
      success: "true",
      ...overrides,
    };
    const hmacSignature = straumurHmacSignature(checkout.account.hmacKey, fields);
    return {
      ...fields,
      hmacSignature,
      additionalData: { eventType, ...additionalData },
    };
  }

  async function deliver(body: unknown, authorization?: string) {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: authorization ?? accounts[0]?.webhookKey ?? "",
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  }

  return {
    base: `${http.url}/api/v1`,
    checkouts,
    refunds,
    event,
    deliver,
    setWebhookUrl: (url: string) => void (webhookUrl = url),
    /** The customer pays: the checkout completes and Straumur sends the Authorization webhook. */
    pay(checkoutReference: string) {
      const checkout = checkouts.get(checkoutReference)!;
      checkout.status = "Completed";
      checkout.payfacReference = token(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");
      return deliver(event(checkoutReference, "Authorization"));
    },
    /**
     * Straumur's Refund webhook for a refund it answered "Received" to (docs.straumur.is, "Refund event"): the
     * refund's own payfacReference, the payment's as originalPayfacReference, the payment's merchant
     * reference. A failed refund gives its amount back to what can be refunded.
     */
    refundEvent(refundReference: string, success = true) {
      const refund = refunds.get(refundReference);
      if (!refund) throw new Error(`No refund ${refundReference}`);
      const checkout = checkouts.get(refund.checkoutReference)!;
      if (refund.status === "Received") {
        refund.status = success ? "Succeeded" : "Failed";
        if (!success) checkout.refunded -= refund.amount;
      }
      return event(
        refund.checkoutReference,
        "Refund",
        {
          payfacReference: refund.payfacReference,
          amount: String(refund.amount),
          success: String(success),
          reason: success ? "" : "Refused",
        },
        { originalPayfacReference: checkout.payfacReference, paymentMethod: "VI", cardUsage: "Debit" },
      );
    },
    /** The card is refused: Straumur says so in an Authorization webhook; the checkout stays open. */
    decline: (checkoutReference: string) =>
      deliver(event(checkoutReference, "Authorization", { success: "false", reason: "Refused" })),
    expire: (checkoutReference: string) => void (checkouts.get(checkoutReference)!.status = "Expired"),
    close: http.close,
  };
}

export type StraumurFake = Awaited<ReturnType<typeof startStraumurFake>>;
