import type { FastifyInstance } from "fastify";
import { rapydFakeKeys, rapydFromConfig, rapydSandboxOrigin, rapydSandboxPrefix } from "../rapyd-config";
import { fakeApiRoutes } from "./fake-api.routes";
import { databaseFakeHost } from "./fake-database-host";
import { fakeHostedRoutes } from "./fake-hosted.routes";
import { createWebhookDeliverer, type WebhookTransport } from "./fake-webhooks";

/**
 * Webhooks addressed to this very server are handed to it in-process, so they arrive even when it
 * listens behind a proxy or, in tests, not at all; any other address gets a real HTTP POST.
 */
export function webhookTransport(app: FastifyInstance, origin: () => string): WebhookTransport {
  return async (url, headers, body) => {
    const target = new URL(url);
    if (target.origin === new URL(origin()).origin) {
      const response = await app.inject({
        method: "POST",
        url: `${target.pathname}${target.search}`,
        headers,
        payload: body,
      });
      return response.statusCode;
    }
    const response = await fetch(url, {
      method: "POST",
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  };
}

/**
 * The built-in stand-in for Rapyd: its API under /rapyd-sandbox/v1 and its hosted pages under
 * /rapyd-sandbox/hosted. Registered always; it serves nothing when real Rapyd keys are configured.
 */
export async function rapydFakeRoutes(app: FastifyInstance): Promise<void> {
  const setup = rapydFromConfig(app.config);
  if (!setup.isFake) return;
  const origin = () => rapydSandboxOrigin(app.config);
  const deliverer = createWebhookDeliverer({
    db: app.db,
    log: app.log,
    target: () => setup.webhook,
    transport: webhookTransport(app, origin),
  });
  deliverer.start();
  app.addHook("onClose", async () => deliverer.stop());
  const host = databaseFakeHost({ db: app.db, keys: rapydFakeKeys, origin, deliverer });
  await app.register(fakeApiRoutes, { prefix: `${rapydSandboxPrefix}/v1`, host });
  await app.register(fakeHostedRoutes, { prefix: `${rapydSandboxPrefix}/hosted`, host });
}
