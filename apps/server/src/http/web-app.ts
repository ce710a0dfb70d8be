import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import type { AppConfig } from "../config/config";
import { errorCodes } from "@stund/shared/contracts/problem";

function findWebDist(config: AppConfig): string | undefined {
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

export async function serveWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const dist = findWebDist(config);
  if (dist) {
    await app.register(fastifyStatic, { root: dist, prefix: "/", wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (dist && request.method === "GET" && !isApiPath(request.url)) {
      return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply
      .status(404)
      .type("application/problem+json")
      .send({ status: 404, title: "Not found", errorCode: errorCodes.notFound });
  });
}
