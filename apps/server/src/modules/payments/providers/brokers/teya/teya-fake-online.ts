/**
 * The Online Payments part of the Teya fake: OAuth2 client credentials, Bearer-checked checkout sessions and
 * refunds, and the `Idempotency-Key` replay the API documents for POSTs.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { json, type FakeReply } from "./fake-http";
import type { OnlineCredentials } from "./teya-credentials";

export interface FakeSession {
  id: string;
  clientId: string;
  request: Record<string, unknown>;
  amount: { currency: string; value: number };
  status: "ACTIVE" | "COMPLETED" | "EXPIRED";
  payment: "NONE" | "SUCCESS" | "FAILED";
  transactionId: string | null;
  refunded: number;
}

const unauthorised = json(401, { code: "UNAUTHORISED", description: "Unauthorised" });

export function createOnlineFake(clients: OnlineCredentials[], baseUrl: () => string) {
  const tokens = new Map<string, string>();
  const sessions = new Map<string, FakeSession>();
  const replays = new Map<string, FakeReply>();

  function issueToken(form: URLSearchParams): FakeReply {
    const client = clients.find(
      (c) => c.clientId === form.get("client_id") && c.clientSecret === form.get("client_secret"),
    );
    if (form.get("grant_type") !== "client_credentials" || !client)
      return json(401, { error: "invalid_client" });
    const token = randomBytes(24).toString("hex");
    tokens.set(token, client.clientId);
    return json(200, { access_token: token, token_type: "Bearer", expires_in: 3600 });
  }

  const clientOf = (request: IncomingMessage) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    return match ? (tokens.get(match[1]!) ?? null) : null;
  };

  /** Runs a POST once per client and Idempotency-Key; a repeat gets the first answer. */
  function once(request: IncomingMessage, clientId: string, run: () => FakeReply): FakeReply {
    const key = request.headers["idempotency-key"];
    if (typeof key !== "string" || key === "")
      return json(400, { code: "BAD_REQUEST", description: "Idempotency-Key is required" });
    const replayKey = `${clientId}:${request.url}:${key}`;
    const earlier = replays.get(replayKey);
    if (earlier) return earlier;
    const reply = run();
    if (reply.status < 500) replays.set(replayKey, reply);
    return reply;
  }

  function createSession(request: IncomingMessage, body: string): FakeReply {
    const clientId = clientOf(request);
    if (!clientId) return unauthorised;
    return once(request, clientId, () => {
      const input = JSON.parse(body) as Record<string, unknown>;
      const amount = input.amount as FakeSession["amount"] | undefined;
      const reference = input.merchant_reference;
      if (
        !amount ||
        !Number.isSafeInteger(amount.value) ||
        amount.value <= 0 ||
        !/^[A-Z]{3}$/.test(amount.currency)
      )
        return json(400, { code: "BAD_REQUEST", description: "amount is not valid" });
      if (input.type !== "SALE") return json(400, { code: "BAD_REQUEST", description: "type must be SALE" });
      if (typeof reference === "string" && reference.length > 60)
        return json(400, { code: "BAD_REQUEST", description: "merchant_reference is longer than 60" });
      const id = randomUUID();
      sessions.set(id, {
        id,
        clientId,
        request: input,
        amount,
        status: "ACTIVE",
        payment: "NONE",
        transactionId: null,
        refunded: 0,
      });
      return json(201, { session_id: id, session_url: `${baseUrl()}/checkout/pay/${id}` });
    });
  }

  function readSession(request: IncomingMessage, id: string): FakeReply {
    const clientId = clientOf(request);
    if (!clientId) return unauthorised;
    const session = sessions.get(id);
    if (!session || session.clientId !== clientId) return { status: 404 };
    return json(200, {
      session_id: session.id,
      session_status: session.status,
      payment_status: session.payment,
      amount: session.amount,
      merchant_reference: session.request.merchant_reference,
      type: "SALE",
      ...(session.transactionId ? { transaction_id: session.transactionId } : {}),
    });
  }

  function refund(request: IncomingMessage, body: string): FakeReply {
    const clientId = clientOf(request);
    if (!clientId) return unauthorised;
    return once(request, clientId, () => {
      const input = JSON.parse(body) as { transaction_id?: string; amount?: number; currency?: string };
      const session = [...sessions.values()].find(
        (s) =>
          s.clientId === clientId && s.transactionId !== null && s.transactionId === input.transaction_id,
      );
      if (!session) return json(404, { code: "TRANSACTION_NOT_FOUND", description: "Not Found" });
      const amount = input.amount ?? 0;
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > session.amount.value - session.refunded)
        return json(400, { code: "BAD_REQUEST", description: "Amount exceeds what is left to refund" });
      session.refunded += amount;
      return json(201, {
        transaction_id: `tr_${randomUUID()}`,
        refund_amount: { amount, currency: session.amount.currency },
        status: "SUCCESS",
        transaction_type: "REFUND",
      });
    });
  }

  /** What the customer did on the checkout page. */
  function finish(id: string, outcome: "SUCCESS" | "FAILED" | "EXPIRED") {
    const session = sessions.get(id);
    if (!session) throw new Error(`No session ${id}`);
    if (outcome === "EXPIRED") session.status = "EXPIRED";
    else {
      session.status = "COMPLETED";
      session.payment = outcome;
      session.transactionId = outcome === "SUCCESS" ? `tr_${randomUUID()}` : null;
    }
    return session;
  }

  return { sessions, issueToken, createSession, readSession, refund, finish };
}
