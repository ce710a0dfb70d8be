import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { RapydKeys } from "../rapyd-api";
import type { RapydRefundObject } from "../rapyd-objects";
import { answerFakeRequest } from "./fake-api";
import { errorAnswer, RapydFakeError, successAnswer, type FakeAnswer } from "./fake-envelope";
import { postWebhook } from "./fake-notices";
import type { FakeHost, FakeHostedPages, FakeOutcome } from "./fake-store";
import { customerActions, finishRefund, type CustomerActions } from "./fake-test-customer";
import { emptyState, memoryFakeStore, type RapydFakeState } from "./fake-test-state";

/** A request as the server received it, for tests that check what a client sent. */
export interface ReceivedRequest {
  method: string;
  target: string;
  idempotency: string | undefined;
  body: Record<string, unknown>;
  httpStatus: number;
}

/**
 * The fake on its own port of 127.0.0.1, for one Rapyd account, with its state in memory: it
 * checks every request's signature as Rapyd does, answers in Rapyd's envelope, replays the first
 * answer for a repeated idempotency key, and lets a test act as the customer and send signed notices.
 */
export interface RapydFakeServer {
  /** The API's base URL, e.g. http://127.0.0.1:51234 (use as BrokerEndpoints.rapyd). */
  url: string;
  keys: RapydKeys;
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

/** Rapyd's own hosted pages: the test plays the customer, so nothing is served there. */
const hostedPages = "https://sandboxcheckout.rapyd.net";
const pages: FakeHostedPages = {
  checkout: (id) => `${hostedPages}/checkout/${id}`,
  card: (id) => `${hostedPages}/collect/card/${id}`,
  link: (id) => `${hostedPages}/pay/${id.slice("hp_reuse_".length, "hp_reuse_".length + 8)}`,
};

/**
 * The account in memory as the fake's host: one request's work at a time, as a database
 * transaction would keep them apart; each key's first answer is kept as a copy, so later changes
 * to the objects do not alter what is replayed.
 */
function memoryHost(state: RapydFakeState, keys: RapydKeys): FakeHost {
  const store = memoryFakeStore(state);
  const replies = new Map<string, FakeAnswer>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    keys,
    now: state.now,
    once(unit, work) {
      const run = async (): Promise<FakeOutcome> => {
        const replay = unit.key ? replies.get(unit.key) : undefined;
        if (replay) return { answer: replay, fresh: false };
        const context = { store, pages, now: state.now(), operationId: unit.operationId, notices: [] };
        const answer = JSON.parse(JSON.stringify(successAnswer(await work(context), unit.operationId)));
        if (unit.key) replies.set(unit.key, answer);
        return { answer, fresh: true };
      };
      const outcome = queue.then(run);
      queue = outcome.catch(() => undefined);
      return outcome;
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function bodyObject(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = text === "" ? {} : JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function send(response: ServerResponse, answer: FakeAnswer) {
  response.writeHead(answer.httpStatus, { "content-type": "application/json" });
  response.end(JSON.stringify(answer.body));
}

export async function startRapydFake(keys: RapydKeys, now?: () => Date): Promise<RapydFakeServer> {
  const state = emptyState(now);
  const host = memoryHost(state, keys);
  const received: ReceivedRequest[] = [];
  let refundHook: ((refund: RapydRefundObject) => Promise<void>) | null = null;

  async function answer(request: IncomingMessage, body: string): Promise<FakeAnswer> {
    const method = request.method ?? "GET";
    const target = request.url ?? "/";
    const idempotency = request.headers.idempotency as string | undefined;
    const outcome = await answerFakeRequest(host, {
      method,
      target,
      headers: request.headers,
      body,
      operationId: randomUUID(),
    });
    const made = outcome.answer.body.data as RapydRefundObject | undefined;
    if (refundHook && outcome.fresh && method === "POST" && target === "/v1/refunds" && made) {
      await refundHook(state.refunds.get(made.id)!);
    }
    received.push({
      method,
      target,
      idempotency,
      body: bodyObject(body),
      httpStatus: outcome.answer.httpStatus,
    });
    return outcome.answer;
  }

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => answer(request, body))
      .then((result) => send(response, result))
      .catch((error: unknown) =>
        send(response, errorAnswer(new RapydFakeError(500, "INTERNAL_ERROR", String(error)), randomUUID())),
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
