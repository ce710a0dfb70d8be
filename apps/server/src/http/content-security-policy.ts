import type { FastifyInstance } from "fastify";

/**
 * Pages other sites may show in a frame: the public plans screen, and the storefront and booking
 * pages, which the booking widget shows on companies' own websites.
 */
const embeddable = /^\/(embed\/subscriptions|[^/?]+\/(storefront|booking))(\/|\?|$)/;

/**
 * The console and the customer pages are built files with no inline script: scripts come only
 * from this server. Inline styles stay allowed (the UI kit sets style attributes). Connections
 * (the API and the hubs' sockets), images, fonts and frames are this server's own; uploaded
 * images may also arrive as data: or blob: previews. Forms are not limited here: the payment
 * pages post to the brokers' hosts and set their own, stricter policy.
 */
const sources = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
];

export const consolePolicy = [...sources, "frame-ancestors 'self'"].join("; ");
export const embeddablePolicy = [...sources, "frame-ancestors *"].join("; ");

/**
 * A script policy on every answer, and framing: the console may not be framed by other sites
 * (clickjacking); the embeddable pages may be framed anywhere. Helmet sets X-Frame-Options for
 * every answer; this hook lifts it for those pages. Answers that set a policy of their own (the
 * payment pages, uploaded files) keep it.
 */
export function registerContentSecurityPolicy(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (reply.getHeader("content-security-policy")) return;
    if (embeddable.test(request.url)) {
      reply.removeHeader("x-frame-options");
      reply.header("content-security-policy", embeddablePolicy);
    } else {
      reply.header("content-security-policy", consolePolicy);
    }
  });
}
