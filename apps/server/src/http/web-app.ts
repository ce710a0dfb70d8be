import fs from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppConfig } from "../config/config";
import { errorCodes } from "@stund/shared/contracts/problem";
import { HtmlPage, sendHtml } from "./html-page";
import { robotsRoute } from "./robots";

/** Where the built web app is: WEB_DIST_DIR, else apps/web/dist beside the server. */
export function findWebDist(config: AppConfig): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    config.webDistDir,
    path.resolve(here, "../../../web/dist"),
    path.resolve(here, "../../web/dist"),
    path.resolve(process.cwd(), "apps/web/dist"),
  ].filter((p): p is string => Boolean(p));
  return candidates.find((dir) => fs.existsSync(path.join(dir, "index.html")));
}

/** API paths answer JSON 404s; every other GET falls back to the console's index.html. */
function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return /^\/(api|translation|files|socket\.io)(\/|$)/.test(pathname) || /^\/[^/]+\/api(\/|$)/.test(pathname);
}

/**
 * Vite's content-hashed build files: a name there never changes content, so browsers keep them a
 * year without asking again. One that is missing (a page of an older build asking for its chunk)
 * answers 404, not the console's page.
 */
const hashedAssets = /^\/assets\//;
export const immutableCacheControl = "public, max-age=31536000, immutable";

/**
 * Headers of a built file, by its path in the build (`.br`/`.gz` siblings as their original):
 * hashed assets are immutable; everything else (favicon, fonts and images named as they are) is
 * asked about again each time, which its ETag answers with a 304 when unchanged. Built HTML
 * files are not for search results.
 */
function setStaticHeaders(reply: FastifyReply, relativePath: string): void {
  const original = relativePath
    .split(path.sep)
    .join("/")
    .replace(/\.(br|gz)$/, "");
  reply.header("cache-control", original.startsWith("assets/") ? immutableCacheControl : "no-cache");
  if (original.endsWith(".html")) reply.header("x-robots-tag", "noindex");
}

/** The console's index.html, read again only when the file changes (a build while the server runs). */
function consolePageLoader(dist: string): () => Promise<HtmlPage | undefined> {
  const file = path.join(dist, "index.html");
  let cached: { key: string; page: HtmlPage } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const key = `${info.size}:${info.mtimeMs}`;
    if (cached?.key !== key) cached = { key, page: new HtmlPage(await readFile(file, "utf8"), true) };
    return cached.page;
  };
}

/**
 * The built console (apps/web/dist): its files with the compressed copies the build writes beside
 * them (`.br`, `.gz`) chosen by Accept-Encoding, /robots.txt, and index.html for every other GET
 * that no route answers, so routes registered for pages of their own always come first.
 */
export async function serveWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dist = findWebDist(config);
  await app.register(robotsRoute);
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: "/",
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // index.html goes out through the fallback below; the compressed copies only in place of
      // their originals; robots.txt is the route's.
      globIgnore: ["index.html", "robots.txt", "**/*.br", "**/*.gz"],
      setHeaders: (reply, file) => setStaticHeaders(reply, path.relative(dist, file)),
    });
  }
  const consolePage = dist ? consolePageLoader(dist) : async () => undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const readable = request.method === "GET" || request.method === "HEAD";
    const pathname = request.url.split("?")[0] ?? "";
    if (readable && !isApiPath(pathname) && !hashedAssets.test(pathname)) {
      const page = await consolePage();
      if (page) return sendHtml(request, reply.header("x-robots-tag", "noindex"), page);
    }
    return reply
      .status(404)
      .type("application/problem+json")
      .send({ status: 404, title: "Not found", errorCode: errorCodes.notFound });
  });
}
