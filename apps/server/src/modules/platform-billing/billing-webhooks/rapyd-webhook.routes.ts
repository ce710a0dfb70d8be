import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemSchema } from "@stund/shared/contracts/problem";
import { AppError } from "../../../http/errors";
import { RapydWebhookError } from "../../../integrations/rapyd/rapyd-errors";
import { verifyWebhook } from "../../../integrations/rapyd/rapyd-signing";
import { billingProvider } from "../subscriptions/billing-provider.service";
import { receiveWebhook } from "./rapyd-webhook.service";

const refused = () =>
  new AppError(401, "The webhook signature is not valid", { errorCode: "WebhookSignatureInvalid" });

/** POST /api/rapyd/webhook: Rapyd's payment news, verified, stored once and applied. */
export async function rapydWebhookRoutes(app: FastifyInstance): Promise<void> {
  // The signature covers the exact bytes Rapyd sent, so in this plugin alone every body is read as
  // text and parsed only once it has been verified.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/rapyd/webhook",
    {
      schema: {
        tags: ["Billing"],
        summary: "Receives Rapyd webhooks (signed; each event applied once)",
        response: { 200: z.object({ received: z.literal(true) }), 401: problemSchema },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === "string" ? request.body : "";
      const now = new Date();
      let event;
      try {
        const { salt, timestamp, signature } = request.headers;
        event = verifyWebhook(billingProvider(app).webhook, { salt, timestamp, signature }, rawBody, now);
      } catch (error) {
        if (error instanceof RapydWebhookError) {
          request.log.warn({ reason: error.reason }, "rapyd webhook refused");
          throw refused();
        }
        throw error;
      }
      const receipt = await receiveWebhook(app.db, event, now);
      request.log.info({ eventId: event.id, type: event.type, ...receipt }, "rapyd webhook received");
      return { received: true as const };
    },
  );
}
