/**
 * Small HTTP plumbing for the broker fakes used in tests: a real server on 127.0.0.1 at a random port, and a
 * receiver that answers notices the way our webhook route does (the adapter's reply, or 401 when the adapter
 * rejects the notice).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { WebhookRejectedError, type WebhookEvent, type WebhookRequest } from "../../payment-broker.types";

export interface FakeReply {
  status: number;
  type?: string;
  body?: string;
  headers?: Record<string, string>;
}

export type FakeHandler = (
  request: IncomingMessage,
  body: string,
  url: URL,
) => Promise<FakeReply> | FakeReply;

export interface FakeHttp {
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeHttp(handler: FakeHandler): Promise<FakeHttp> {
  const server = createServer((request, response) => {
    void (async () => {
      let reply: FakeReply;
      try {
        const body = await readBody(request);
        reply = await handler(request, body, new URL(request.url ?? "/", "http://127.0.0.1"));
      } catch (error) {
        reply = { status: 500, type: "text/plain", body: String(error) };
      }
      response.writeHead(reply.status, { "content-type": reply.type ?? "text/plain", ...reply.headers });
      response.end(reply.body ?? "");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const json = (status: number, body: unknown): FakeReply => ({
  status,
  type: "application/json",
  body: JSON.stringify(body),
});

export const formReply = (fields: Record<string, string>): FakeReply => ({
  status: 200,
  type: "text/plain",
  body: new URLSearchParams(fields).toString(),
});

/** What a notice receiver did with one notice. */
export interface ReceivedNotice {
  status: number;
  event?: WebhookEvent;
  rejection?: string;
}

export interface NoticeReceiver extends FakeHttp {
  received: ReceivedNotice[];
}

/** A stand-in for our webhook route: hands the exact bytes to the adapter and answers as the route does. */
export async function startNoticeReceiver(
  parse: (request: WebhookRequest) => Promise<WebhookEvent>,
): Promise<NoticeReceiver> {
  const received: ReceivedNotice[] = [];
  const headersOf = (request: IncomingMessage) =>
    Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
    );
  const http = await startFakeHttp(async (request, rawBody, url) => {
    try {
      const event = await parse({ rawBody, headers: headersOf(request), url: url.toString() });
      received.push({ status: 200, event });
      return event.reply
        ? { status: 200, type: event.reply.contentType, body: event.reply.body }
        : json(200, { received: true });
    } catch (error) {
      if (!(error instanceof WebhookRejectedError)) throw error;
      received.push({ status: 401, rejection: error.message });
      return json(401, { title: error.message });
    }
  });
  return { ...http, received };
}
