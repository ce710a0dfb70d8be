import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { originOfAddress } from "../../../../http/public-origin";
import { chargeSandbox, lateNoticeMs } from "./sandbox-ledger";
import { findSandboxPayment } from "./sandbox-ledger.repository";
import { sandboxPage, type PageLanguage, type PageNotice } from "./sandbox-page";
import { sendLateSandboxNotice, sendSandboxNotice } from "./sandbox-notices.service";
import { valitorFakeRoutes } from "../brokers/valitor/fake/valitor-fake.routes";
import { valitorTestMerchant } from "../brokers/valitor/fake/valitor-fake";

const params = z.object({ id: z.string().uuid() });
const query = z.object({ lang: z.enum(["en", "is"]).default("en") });

/**
 * The page's policy. Its card form posts to the page itself, which then sends the browser on to
 * the shop's return address: browsers hold that redirect to form-action too, so the return
 * address's origin is allowed beside 'self' (a booking widget returns to the company's own site).
 */
export function sandboxPagePolicy(returnUrl?: string): string {
  const returnOrigin = originOfAddress(returnUrl);
  const sources = returnOrigin && /^https?:/.test(returnOrigin) ? `'self' ${returnOrigin}` : "'self'";
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${sources}`;
}

function html(reply: FastifyReply, status: number, body: string, returnUrl?: string) {
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .header("content-security-policy", sandboxPagePolicy(returnUrl))
    .type("text/html; charset=utf-8")
    .send(body);
}

/**
 * The built-in sandbox broker's hosted payment page, and outside production the stand-in for Valitor's
 * payment page (its form posts are plain HTML forms too).
 */
export async function sandboxRoutes(app: FastifyInstance): Promise<void> {
  // The page posts a plain HTML form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  if (!app.config.production) await app.register(valitorFakeRoutes, { merchants: [valitorTestMerchant] });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { schema: { hide: true, params, querystring: query } };

  r.get("/pay/sandbox/:id", options, async (request, reply) => {
    const payment = await findSandboxPayment(app.db, request.params.id);
    if (!payment) return html(reply, 404, "<!doctype html><title>Not found</title><p>Payment not found</p>");
    const lang: PageLanguage = request.query.lang;
    const notice: PageNotice =
      payment.status === "Open" && payment.expiresAt <= new Date()
        ? "expired"
        : payment.status === "Open"
          ? null
          : "closed";
    return html(reply, 200, sandboxPage(payment, lang, notice), payment.returnUrl);
  });

  r.post(
    "/pay/sandbox/:id",
    { schema: { ...options.schema, body: z.object({ card: z.string().max(40) }) } },
    async (request, reply) => {
      const lang: PageLanguage = request.query.lang;
      const { outcome, payment } = await chargeSandbox(app.db, request.params.id, request.body.card);
      if (!payment)
        return html(reply, 404, "<!doctype html><title>Not found</title><p>Payment not found</p>");
      if (outcome === "Paid") {
        const late = payment.notifyAfter && payment.notifyAfter.getTime() > Date.now();
        if (late) sendLateSandboxNotice(app, payment.id, lateNoticeMs);
        else await sendSandboxNotice(app, { ...payment, status: "Paid" }, "payment.succeeded");
        return reply.redirect(payment.returnUrl, 303);
      }
      if (outcome === "Declined") await sendSandboxNotice(app, payment, "payment.declined");
      const notice: PageNotice =
        outcome === "Declined"
          ? "declined"
          : outcome === "UnknownCard"
            ? "unknown"
            : outcome === "Expired"
              ? "expired"
              : "closed";
      const current = (await findSandboxPayment(app.db, payment.id)) ?? payment;
      return html(
        reply,
        outcome === "Declined" ? 402 : 409,
        sandboxPage(current, lang, notice),
        current.returnUrl,
      );
    },
  );
}
