import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { BrokerCallError } from "../../payments/providers/payment-broker.types";
import { publicOriginOf } from "../../../http/public-origin";
import { openCheckoutFor } from "./open-checkout";
import { sendAutoPostForm, sendPayNotice } from "../../payments/providers/pay-pages.service";

const params = z.object({ id: z.string() });
const query = z.object({ lang: z.enum(["en", "is"]).catch("en").default("en") });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /pay/{id}: where a customer is sent to pay a booking. It opens the company's broker's hosted
 * page for that payment (once) and sends the browser there; card data never reaches us.
 */
export async function payRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/pay/:id", { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const lang = request.query.lang;
    if (!uuidPattern.test(request.params.id)) return sendPayNotice(reply, 404, lang, "notFound");
    let outcome;
    try {
      // The broker's page and the way back are on the origin the customer arrived on.
      const origin = publicOriginOf(app.config, request);
      outcome = await openCheckoutFor({ db: app.db, config: app.config, origin }, request.params.id, lang);
    } catch (error) {
      if (!(error instanceof BrokerCallError)) throw error;
      request.log.warn({ err: error }, "the broker did not open a checkout");
      return sendPayNotice(reply, 502, lang, "unavailable");
    }
    if (outcome.kind === "start") {
      const { start } = outcome;
      if (start.kind === "redirect")
        return reply.header("cache-control", "no-store").redirect(start.url, 303);
      return sendAutoPostForm(reply, lang, start.action, start.fields);
    }
    if (outcome.kind === "paid" && outcome.returnUrl) return reply.redirect(outcome.returnUrl, 303);
    const status = { notFound: 404, expired: 410, paid: 200, unavailable: 409 }[outcome.kind];
    return sendPayNotice(reply, status, lang, outcome.kind, outcome.returnUrl);
  });
}
