import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/errors";
import { WebhookRejectedError, type WebhookEvent } from "../../payments/providers/payment-broker.types";
import { webhookPath } from "../../payments/payment-settings/payment-settings.service";
import { brokerFor } from "../../payments/providers/broker-for.service";
import { publicOriginOf } from "../../../http/public-origin";
import { sendPayNotice } from "../../payments/providers/pay-pages.service";
import { findTransaction } from "./payment-attempt.repository";
import { isWebhookTenant, takeInNotice } from "./webhook-intake";

const address = webhookPath("ValitorPay", ":tenantId");

type ReturnRequest = FastifyRequest<{ Params: { tenantId: string } }>;

/** The return's fields: a form body, or the query string when Valitor sends them in the address. */
function fieldsOf(request: ReturnRequest): string {
  if (typeof request.body === "string" && request.body !== "") return request.body;
  const query = request.url.indexOf("?");
  return query === -1 ? "" : request.url.slice(query + 1);
}

/**
 * Valitor's returns at a company's ValitorPay address (docs/decisions/0011-payments.md). The
 * server-to-server return comes to `{address}` (a POST goes through the common webhook route, a GET
 * here); the customer's browser comes back to `{address}/return`. Each is verified by its
 * DigitalSignatureResponse and kept in the inbox under its reference, so whichever comes first
 * settles the payment and the other changes nothing; a return that does not verify changes nothing.
 */
export async function valitorReturnRoutes(app: FastifyInstance): Promise<void> {
  async function takeIn(request: ReturnRequest): Promise<{ tenantId: string; event: WebhookEvent }> {
    const { tenantId } = request.params;
    if (!(await isWebhookTenant(app.db, tenantId))) throw new AppError(404, "No such webhook address");
    const deps = { db: app.db, config: app.config };
    const adapter = await brokerFor(deps, tenantId, "ValitorPay");
    let event: WebhookEvent;
    try {
      event = await adapter.parseWebhook({
        rawBody: fieldsOf(request),
        headers: {},
        url: `${publicOriginOf(app.config, request)}${request.url}`,
      });
    } catch (error) {
      if (error instanceof WebhookRejectedError) throw new AppError(401, error.message);
      throw error;
    }
    const { result } = await takeInNotice({ ...deps, log: request.log }, adapter, tenantId, event);
    const booking = result?.booking;
    if (booking?.eventId && (result?.kind === "Confirmed" || result?.kind === "RefundDue"))
      app.hubs.availabilityChanged(booking.projectId, [booking.eventId]);
    return { tenantId, event };
  }

  app.get<{ Params: { tenantId: string } }>(address, { schema: { hide: true } }, async (request, reply) => {
    await takeIn(request);
    return reply.status(200).send({ received: true });
  });

  /** The customer back from Valitor's page: the payment is applied before they see the shop again. */
  const customerReturns = async (request: ReturnRequest, reply: FastifyReply) => {
    const { tenantId, event } = await takeIn(request);
    const transactionId = event.payment?.transactionId;
    const transaction = transactionId ? await findTransaction(app.db, transactionId) : undefined;
    if (!transaction || transaction.tenantId !== tenantId) return sendPayNotice(reply, 404, "en", "notFound");
    return reply
      .header("cache-control", "no-store")
      .redirect(transaction.returnUrl ?? `${publicOriginOf(app.config, request)}/`, 303);
  };
  app.get<{ Params: { tenantId: string } }>(`${address}/return`, { schema: { hide: true } }, customerReturns);
  app.post<{ Params: { tenantId: string } }>(
    `${address}/return`,
    { schema: { hide: true } },
    customerReturns,
  );
}
