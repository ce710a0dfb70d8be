import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/errors";
import {
  BrokerCallError,
  WebhookRejectedError,
  type BrokerName,
  type PaymentBroker,
} from "../../payments/providers/payment-broker.types";
import { valitorReturnRoutes } from "./valitor-return.routes";
import { brokerFor } from "../../payments/providers/broker-for.service";
import { publicOriginOf } from "../../../http/public-origin";
import { sandboxWebhookPath } from "../../payments/providers/sandbox/sandbox-notices.service";
import { isWebhookTenant, takeInNotice } from "./webhook-intake";

const brokerNames: BrokerName[] = ["Rapyd", "Teya", "Straumur", "ValitorPay", "Sandbox"];

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * Payment brokers' notices, one address per company and broker (its keys verify them). Each is
 * verified over its raw body, kept in the inbox under the broker's event key and applied once.
 */
export async function paymentWebhookRoutes(app: FastifyInstance): Promise<void> {
  // Signatures cover the exact bytes, so bodies stay strings here (JSON, or a form for Teya SecurePay).
  for (const type of ["application/json", "application/x-www-form-urlencoded", "text/plain"])
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 64 * 1024 }, (_r, body, done) =>
      done(null, body),
    );

  await app.register(valitorReturnRoutes);

  async function receive(
    request: FastifyRequest,
    reply: FastifyReply,
    adapter: PaymentBroker,
    tenantId: string | null,
  ) {
    const rawBody = typeof request.body === "string" ? request.body : "";
    let event;
    try {
      event = await adapter.parseWebhook({
        rawBody,
        headers: headersOf(request),
        url: `${publicOriginOf(app.config, request)}${request.url}`,
      });
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new AppError(401, error.message);
      // Not verifiable now (the company's keys are missing): the broker retries later.
      if (error instanceof BrokerCallError) throw new AppError(503, error.message);
      throw error;
    }
    const { duplicate, result } = await takeInNotice(
      { db: app.db, config: app.config, log: request.log },
      adapter,
      tenantId,
      event,
    );
    const booking = result?.booking;
    if (booking?.eventId && (result?.kind === "Confirmed" || result?.kind === "RefundDue"))
      app.hubs.availabilityChanged(booking.projectId, [booking.eventId]);
    if (event.reply) return reply.status(200).type(event.reply.contentType).send(event.reply.body);
    return reply.status(200).send(duplicate ? { received: true, duplicate: true } : { received: true });
  }

  app.post(sandboxWebhookPath, { schema: { hide: true } }, async (request, reply) =>
    receive(request, reply, await brokerFor({ db: app.db, config: app.config }, "", "Sandbox"), null),
  );

  app.post<{ Params: { broker: string; tenantId: string } }>(
    "/api/payments/webhooks/:broker/:tenantId",
    { schema: { hide: true } },
    async (request, reply) => {
      const name = brokerNames.find((broker) => broker.toLowerCase() === request.params.broker);
      if (!name || !(await isWebhookTenant(app.db, request.params.tenantId)))
        throw new AppError(404, "No such webhook address");
      const adapter = await brokerFor(
        { db: app.db, config: app.config },
        request.params.tenantId,
        name as BrokerName,
      );
      return receive(request, reply, adapter, request.params.tenantId);
    },
  );
}
