import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../../http/errors";
import { sendHtml } from "../../../http/html-page";
import { publicOriginOf } from "../../../http/public-origin";
import { bookingPage, experiencePage, sitemapEntries, storefrontPage, type SitePage } from "./page-data";
import { sitemapXml } from "./sitemap";

const tags = ["Storefront pages"];
const tenant = z.string().min(1).max(100);
const pageQuery = z.object({
  lang: z.string().max(10).optional(),
  layout: z.string().max(40).optional(),
  project: z.string().trim().min(1).max(100).optional(),
  embed: z.string().max(5).optional(),
});

const notFoundKinds = new Set<SitePage["kind"]>(["companyNotFound", "experienceNotFound"]);

async function sendPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  identifier: string,
  load: () => Promise<SitePage>,
) {
  const renderer = await app.siteRenderer();
  if (!renderer) return reply.callNotFound();
  const page = await load();
  const siteRequest = renderer.module.siteRequestOf({
    tenant: identifier,
    url: request.url,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers["accept-language"],
    origin: publicOriginOf(app.config, request),
  });
  const html = await renderer.module.renderSitePage({ request: siteRequest, page }, renderer.assets);
  // The page depends on the language the customer chose (a cookie) and their browser's.
  reply.header("vary", "Cookie, Accept-Language");
  if (page.kind === "booking") reply.header("x-robots-tag", "noindex, nofollow");
  if (notFoundKinds.has(page.kind)) reply.status(404);
  return sendHtml(request, reply, html);
}

/**
 * The customer pages, drawn on the server with the company's data (then taken over by their
 * script in the browser): the storefront, an experience's page and a booking's page, and each
 * company's sitemap. A search engine reads an experience's name, prices and departures from the
 * first answer, and a customer sees the page before any script has run.
 */
export async function storefrontPagesRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** A page's address: the company, what else the path names, and the widget's query. */
  const page = <T extends z.ZodRawShape>(params: T) => ({
    schema: { hide: true, tags, params: z.object({ tenant, ...params }), querystring: pageQuery },
  });

  r.get("/:tenant/storefront", page({}), (request, reply) =>
    sendPage(app, request, reply, request.params.tenant, () =>
      storefrontPage(app.db, app.changeFeed, request.params.tenant, request.query.project),
    ),
  );

  r.get("/:tenant/storefront/:tag", page({ tag: z.string().min(1).max(200) }), (request, reply) =>
    sendPage(app, request, reply, request.params.tenant, () =>
      experiencePage(app.db, app.changeFeed, request.params.tenant, request.params.tag),
    ),
  );

  r.get("/:tenant/booking/:id", page({ id: z.string().min(1).max(100) }), (request, reply) =>
    sendPage(app, request, reply, request.params.tenant, () =>
      bookingPage(app.db, app.changeFeed, request.params.tenant, request.params.id),
    ),
  );

  r.get(
    "/:tenant/sitemap.xml",
    {
      schema: {
        tags,
        summary: "A company's sitemap: its storefront and each experience on sale, in English and Icelandic",
        params: z.object({ tenant }),
      },
    },
    async (request, reply) => {
      const paths = await sitemapEntries(app.db, app.changeFeed, request.params.tenant);
      if (!paths) throw notFound("Company not found");
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemapXml(publicOriginOf(app.config, request), paths));
    },
  );
}
