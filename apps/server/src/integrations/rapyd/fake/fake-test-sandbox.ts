import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import type { RapydClient } from "../rapyd-client";
import { rapydFakeKeys, rapydFromConfig } from "../rapyd-config";

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the platform's webhook endpoint; answers each delivery with the next queued status. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Statuses for the next deliveries, in order; 200 once the queue is empty. */
  answers: number[];
  next(): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<WebhookReceiver> {
  const waiting: ((webhook: ReceivedWebhook) => void)[] = [];
  const unread: ReceivedWebhook[] = [];
  const receiver = {
    url: "",
    received: [] as ReceivedWebhook[],
    answers: [] as number[],
    next: () =>
      new Promise<ReceivedWebhook>((resolve) => {
        const ready = unread.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const webhook = { headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      receiver.received.push(webhook);
      response.statusCode = receiver.answers.shift() ?? 200;
      response.end();
      const resolve = waiting.shift();
      if (resolve) resolve(webhook);
      else unread.push(webhook);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/rapyd?tenant=x`;
  return receiver;
}

export interface Sandbox {
  t: TestApp;
  origin: string;
  /** The real HTTP client, pointed at this app's fake with the fake's keys. */
  client: RapydClient;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

/** A real app listening on a random local port, with webhooks going to a local receiver. */
export async function startSandbox(): Promise<Sandbox> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const receiver = await startReceiver();
  t.app.config.rapydSandboxOrigin = origin;
  t.app.config.rapydWebhookUrl = receiver.url;
  const setup = rapydFromConfig(t.app.config);
  if (!setup.isFake || setup.webhook.accessKey !== rapydFakeKeys.accessKey) throw new Error("fake expected");
  return {
    t,
    origin,
    client: setup.client,
    receiver,
    async close() {
      await t.close();
      await receiver.close();
    },
  };
}
