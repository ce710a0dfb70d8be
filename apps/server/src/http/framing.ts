import type { FastifyInstance } from "fastify";

/**
 * Pages other sites may show in a frame: the public plans screen, and the storefront and booking
 * pages, which the booking widget shows on companies' own websites.
 */
const embeddable = /^\/(embed\/subscriptions|[^/?]+\/(storefront|booking))(\/|\?|$)/;

/**
 * The console may not be framed by other sites (clickjacking); the embeddable pages may be framed
 * anywhere. Helmet sets X-Frame-Options for every answer; this hook lifts it for those pages.
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
