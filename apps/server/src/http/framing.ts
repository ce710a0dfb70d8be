import type { FastifyInstance } from "fastify";

/** Pages other sites may show in a frame: only the public plans screen. */
const embeddable = /^\/embed\/subscriptions(\/|\?|$)/;

/**
 * The console may not be framed by other sites (clickjacking); the embeddable plans screen may be
 * framed anywhere. Helmet sets X-Frame-Options for every answer; this hook lifts it for that page.
 */
export function registerFramingRules(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (embeddable.test(request.url)) {
      reply.removeHeader("x-frame-options");
      reply.header("content-security-policy", "frame-ancestors *");
    } else if (!reply.getHeader("content-security-policy")) {
      reply.header("content-security-policy", "frame-ancestors 'self'");
    }
  });
}
