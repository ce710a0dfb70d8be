import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config/config";
import { registerContentSecurityPolicy } from "./content-security-policy";
import { robotsTxt } from "./robots";
import { serveWebApp } from "./web-app";

const consoleHtml = `<!doctype html><html lang="en"><head><title>Stund</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${"<!-- the console -->".repeat(80)}</body></html>`;
const bundle = `export const greeting = "Góðan dag";\n${"console.log('the console bundle');\n".repeat(200)}`;
const browser = "gzip, deflate, br, zstd";

let dist = "";
let app: FastifyInstance;

async function put(name: string, body: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
  await writeFile(path.join(dist, name), body);
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), "stund-web-dist-"));
  await put("index.html", consoleHtml);
  await put("index.html.br", brotliCompressSync(consoleHtml));
  await put("assets/index-AbC123.js", bundle);
  // The answer must be these files' bytes, not a compression made on the fly.
  await put("assets/index-AbC123.js.br", brotliCompressSync(bundle));
  await put("assets/index-AbC123.js.gz", gzipSync(bundle, { level: 9 }));
  await put("assets/small-Zz9.js", "console.log(1);\n");
  await put("favicon.ico", Buffer.from([0, 0, 1, 0, 1, 0]));
  await put("customer.html", "<!doctype html><main>{{storefront}}</main>");
  await put("robots.txt", "User-agent: *\nDisallow: /\n");

  app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  registerContentSecurityPolicy(app);
  await serveWebApp(app, { ...loadConfig({}), webDistDir: dist });
  // A page with a route of its own, registered after the web app as feature routes may be.
  app.get("/:tenant/storefront", async (_request, reply) =>
    reply.type("text/html").send("<p>storefront</p>"),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("hashed assets", () => {
  it("sends the brotli copy the build wrote to a browser that accepts brotli", async () => {
    const response = await get("/assets/index-AbC123.js", { "accept-encoding": browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload).toEqual(await readFile(path.join(dist, "assets/index-AbC123.js.br")));
    expect(brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(bundle);
  });

  it("sends the gzip copy to a caller that accepts only gzip, or ranks it higher", async () => {
    const gzipOnly = await get("/assets/index-AbC123.js", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gzipOnly.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(gzipOnly.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gzipOnly.rawPayload).toEqual(await readFile(path.join(dist, "assets/index-AbC123.js.gz")));
    expect(gunzipSync(gzipOnly.rawPayload).toString("utf8")).toBe(bundle);

    const ranked = await get("/assets/index-AbC123.js", { "accept-encoding": "br;q=0.5, gzip" });
    expect(ranked.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the file itself to a caller that accepts no compression", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const response = await get("/assets/index-AbC123.js", headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.body).toBe(bundle);
    }
  });

  it("sends a file the build left uncompressed as it is", async () => {
    const response = await get("/assets/small-Zz9.js", { "accept-encoding": browser });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("console.log(1);\n");
  });

  it("does not answer the compressed copies by their own names", async () => {
    const response = await get("/assets/index-AbC123.js.br");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 404 for a hashed asset that is not in this build, not the console's page", async () => {
    const response = await get("/assets/index-Old999.js", { "accept-encoding": browser });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/problem+json");
  });
});

describe("other built files", () => {
  it("are asked about again each time and answered 304 while unchanged", async () => {
    const first = await get("/favicon.ico");
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/"$/);
    const again = await get("/favicon.ico", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keeps built HTML out of search results", async () => {
    const response = await get("/customer.html");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["x-robots-tag"]).toBe("noindex");
  });
});

describe("the console's page for every other path", () => {
  it("answers index.html, never cached without asking, and not for search results", async () => {
    for (const url of ["/", "/index.html", "/acme/projects", "/tenants?x=1", "/acme/booking/42"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["x-robots-tag"]).toBe("noindex");
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(response.headers.vary).toContain("accept-encoding");
      expect(response.headers["content-security-policy"]).toBeDefined();
      expect(response.body).toBe(consoleHtml);
    }
  });

  it("answers 304 without a body when the browser has this build's page", async () => {
    const first = await get("/acme/projects");
    const again = await get("/acme/schedule", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["cache-control"]).toBe("no-cache");
    expect(again.headers["x-robots-tag"]).toBe("noindex");
  });

  it("is compressed for browsers", async () => {
    const br = await get("/acme/projects", { "accept-encoding": browser });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(consoleHtml);
    const gzip = await get("/acme/projects", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(consoleHtml);
  });

  it("answers HEAD like GET", async () => {
    const response = await app.inject({ method: "HEAD", url: "/acme/projects" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toBe("");
  });

  it("serves a new build's page without a restart", async () => {
    const before = await get("/");
    const newer = consoleHtml.replace("index-AbC123", "index-New456");
    await writeFile(path.join(dist, "index.html"), newer);
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(dist, "index.html"), later, later);
    const after = await get("/", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(newer);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await writeFile(path.join(dist, "index.html"), consoleHtml);
  });

  it("leaves the paths routes answer to their routes", async () => {
    const storefront = await get("/acme/storefront");
    expect(storefront.body).toBe("<p>storefront</p>");
    expect(storefront.headers["x-robots-tag"]).toBeUndefined();
  });

  it("answers API paths and writes with a problem 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nothing"],
      ["GET", "/acme/api/nothing"],
      ["POST", "/acme/projects"],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("application/problem+json");
      expect(response.json()).toEqual({ status: 404, title: "Not found", errorCode: "NotFound" });
    }
  });
});

describe("GET /robots.txt", () => {
  it("lets crawlers read the storefronts and not the console, the API or private pages", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toBe(robotsTxt);
    const lines = response.body.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /*/storefront");
    for (const path of ["/api/", "/*/api/", "/pay/", "/*/booking/", "/login", "/signup", "/onboarding"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Disallow: /tenants");
    expect(lines).toContain("Disallow: /embed/");
    expect(response.body).not.toMatch(/sitemap/i);
  });
});
