import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { errorCodes } from "@stund/shared/contracts/problem";
import { acceptsGzip } from "./accepts-gzip";

export interface WidgetScriptOptions {
  /** The built widget.js; by default the web app's build output, wherever the server runs from. */
  file?: string;
}

const notBuilt = "The booking widget script has not been built: run `npm run build:widget -w @stund/web`";

/** Where `npm run build:widget` leaves widget.js, seen from the source, from the bundle and from the usual working directories. */
function defaultCandidates(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [
    path.resolve(here, "../../../web/widget/dist/widget.js"),
    path.resolve(here, "../../web/widget/dist/widget.js"),
    path.resolve(process.cwd(), "apps/web/widget/dist/widget.js"),
    path.resolve(process.cwd(), "../web/widget/dist/widget.js"),
  ];
}

interface LoadedScript {
  key: string;
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

/**
 * GET /widget.js: the booking widget companies include in their own websites. Any site may load
 * it (cross-origin resource policy and CORS open), it is kept for five minutes so a new build
 * reaches the sites soon, and it is read from disk on demand so a build after the server started
 * is served without a restart; an unchanged file is not read or compressed again.
 */
export async function widgetScriptRoute(app: FastifyInstance, options: WidgetScriptOptions): Promise<void> {
  const candidates = options.file ? [options.file] : defaultCandidates();
  let cached: LoadedScript | undefined;

  async function load(): Promise<LoadedScript | undefined> {
    for (const file of candidates) {
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const key = `${file}:${info.size}:${info.mtimeMs}`;
      if (cached?.key === key) return cached;
      const body = await readFile(file);
      const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
      cached = { key, body, gzipped: gzipSync(body, { level: 9 }), etag };
      return cached;
    }
    return undefined;
  }

  app.get("/widget.js", { schema: { hide: true } }, async (request, reply) => {
    const script = await load();
    if (!script) {
      return reply
        .status(404)
        .type("application/problem+json")
        .header("cache-control", "no-store")
        .send({ status: 404, title: notBuilt, errorCode: errorCodes.notFound });
    }
    reply
      .header("content-type", "application/javascript; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .header("access-control-allow-origin", "*")
      .header("cross-origin-resource-policy", "cross-origin")
      .header("etag", script.etag)
      .header("vary", "accept-encoding");
    if (request.headers["if-none-match"] === script.etag) return reply.status(304).send();
    if (acceptsGzip(request.headers["accept-encoding"])) {
      return reply.header("content-encoding", "gzip").send(script.gzipped);
    }
    return reply.send(script.body);
  });
}
