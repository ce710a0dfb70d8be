import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { RapydRefundObject } from "../../../../../../integrations/rapyd/rapyd-objects";
import { verifySignedRequest, type RapydAccountKeys } from "./rapyd-fake-auth";
import { customerActions, type CustomerActions } from "./rapyd-fake-controls";
import { errorAnswer, invalid, RapydFakeError, successAnswer, type FakeAnswer } from "./rapyd-fake-envelope";
import { finishRefund } from "./rapyd-fake-payments";
import { runRoute } from "./rapyd-fake-routes";
import { emptyState, type RapydFakeState } from "./rapyd-fake-state";
import { postWebhook } from "./rapyd-fake-webhooks";

/** A request as the server received it, for tests that check what the adapter sent. */
export interface ReceivedRequest {
  method: string;
  target: string;
  idempotency: string | undefined;
  body: Record<string, unknown>;
  httpStatus: number;
}

/**
 * A stand-in for one Rapyd account's API on 127.0.0.1: it checks every request's signature as
 * Rapyd does, answers in Rapyd's envelope, replays the first answer for a repeated idempotency
 * key, and lets a test act as the customer and send signed notices.
 */
export interface RapydFakeServer {
  /** The API's base URL, e.g. http://127.0.0.1:51234 (use as BrokerEndpoints.rapyd). */
  url: string;
  keys: RapydAccountKeys;
  state: RapydFakeState;
  customer: CustomerActions;
  received: ReceivedRequest[];
  /**
   * Runs `hook` with each refund made from now on after it is made and before it is answered, as
   * when Rapyd's notice of the refund overtakes its answer; null stops it.
   */
  beforeRefundAnswer(hook: ((refund: RapydRefundObject) => Promise<void>) | null): void;
  /** Rapyd finishes a refund it answered Pending to (see finishRefund). */
  finishRefund(id: string, status: "Completed" | "Rejected", failureReason?: string): RapydRefundObject;
  /** Sends a signed notice of `type` carrying `data` to a webhook URL. */
  sendWebhook(url: string, type: string, data: unknown): Promise<{ eventId: string; httpStatus: number }>;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseBody(text: string): Record<string, unknown> {
  if (text === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // answered below
  }
  throw invalid("The request body is not a JSON object.");
}

function send(response: ServerResponse, answer: FakeAnswer) {
  response.writeHead(answer.httpStatus, { "content-type": "application/json" });
  response.end(JSON.stringify(answer.body));
}

export async function startRapydFake(keys: RapydAccountKeys, now?: () => Date): Promise<RapydFakeServer> {
  const state = emptyState(now);
  const received: ReceivedRequest[] = [];
  /** First successful answer per idempotency key (Rapyd enabled for all POSTs, payments.md §1.4). */
  const replies = new Map<string, FakeAnswer>();
  let refundHook: ((refund: RapydRefundObject) => Promise<void>) | null = null;

  async function answer(request: IncomingMessage, text: string): Promise<FakeAnswer> {
    const method = request.method ?? "GET";
    const target = request.url ?? "/";
    const idempotency = request.headers.idempotency as string | undefined;
    let body: Record<string, unknown> = {};
    let result: FakeAnswer;
    try {
      verifySignedRequest({ method, target, headers: request.headers, body: text }, keys, state.now());
      body = parseBody(text);
      const replay = method === "POST" && idempotency ? replies.get(idempotency) : undefined;
      if (replay) result = replay;
      else {
        result = successAnswer(runRoute(state, method, new URL(target, "http://rapyd.test"), body));
        // A copy: later changes to the objects must not alter the replayed answer.
        result = JSON.parse(JSON.stringify(result)) as FakeAnswer;
        if (method === "POST" && idempotency) replies.set(idempotency, result);
        const made = result.body as { data?: RapydRefundObject };
        if (refundHook && method === "POST" && target === "/v1/refunds" && made.data)
          await refundHook(state.refunds.get(made.data.id)!);
      }
    } catch (error) {
      if (!(error instanceof RapydFakeError)) throw error;
      result = errorAnswer(error);
    }
    received.push({ method, target, idempotency, body, httpStatus: result.httpStatus });
    return result;
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((text) => answer(request, text))
      .then((result) => send(response, result))
      .catch((error: unknown) =>
        send(response, errorAnswer(new RapydFakeError(500, "INTERNAL_ERROR", String(error)))),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keys,
    state,
    customer: customerActions(state),
    received,
    finishRefund: (id, status, failureReason) => finishRefund(state, id, status, failureReason),
    beforeRefundAnswer: (hook) => void (refundHook = hook),
    sendWebhook: (url, type, data) => postWebhook(keys, url, type, data),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
