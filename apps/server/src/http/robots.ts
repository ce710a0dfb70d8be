import type { FastifyInstance } from "fastify";

/**
 * What crawlers may read: the companies' storefronts, and not the API, the payment pages, a
 * customer's booking, invitations or the console's entry pages. The rest of the console is kept
 * out of search results by `X-Robots-Tag: noindex` on its page (web-app.ts). There is no Sitemap
 * line: each company's sitemap is at `/{company}/sitemap.xml`, and this file does not know the
 * companies. Where an Allow and a Disallow both match, crawlers follow the longer rule.
 */
export const robotsTxt = [
  "User-agent: *",
  "Allow: /*/storefront",
  "Disallow: /api/",
  "Disallow: /*/api/",
  "Disallow: /pay/",
  "Disallow: /calendar/",
  "Disallow: /*/booking/",
  "Disallow: /*/invitation/",
  "Disallow: /login",
  "Disallow: /signup",
  "Disallow: /onboarding",
  "Disallow: /tenants",
  "Disallow: /embed/",
  "",
].join("\n");

/** GET /robots.txt, kept by crawlers and caches for an hour. */
export async function robotsRoute(app: FastifyInstance): Promise<void> {
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(robotsTxt),
  );
}
