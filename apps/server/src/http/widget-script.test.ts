import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { registerContentSecurityPolicy } from "./content-security-policy";
import { widgetScriptRoute } from "./widget-script";

const script = '(function(){console.log("Bókun")})();\n';

let dir = "";
let app: FastifyInstance | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "stund-widget-route-"));
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The route behind the same security headers as the application, serving `file`. */
async function serve(file: string): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  registerContentSecurityPolicy(app);
  await app.register(widgetScriptRoute, { file });
  await app.ready();
  return app;
}

async function builtScript(body = script): Promise<string> {
  const file = path.join(dir, "widget.js");
  await writeFile(file, body);
  return file;
}

describe("GET /widget.js", () => {
  it("serves the built script so that any website may load it", async () => {
    const server = await serve(await builtScript());
    const response = await server.inject({
      method: "GET",
      url: "/widget.js",
      headers: { origin: "https://shop.example" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it("sends it compressed to browsers that accept gzip", async () => {
    const server = await serve(await builtScript());
    const response = await server.inject({
      method: "GET",
      url: "/widget.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(response.rawPayload).toString("utf8")).toBe(script);
  });

  it("answers 304 to a browser that already has this build", async () => {
    const server = await serve(await builtScript());
    const first = await server.inject({ method: "GET", url: "/widget.js" });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await server.inject({
      method: "GET",
      url: "/widget.js",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["access-control-allow-origin"]).toBe("*");
  });

  it("serves a new build without a restart", async () => {
    const file = await builtScript();
    const server = await serve(file);
    const before = await server.inject({ method: "GET", url: "/widget.js" });
    await writeFile(file, "(function(){})();/* a newer build */\n");
    const after = await server.inject({ method: "GET", url: "/widget.js" });
    expect(after.body).toBe("(function(){})();/* a newer build */\n");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("says how to build it when it has not been built", async () => {
    const server = await serve(path.join(dir, "missing", "widget.js"));
    const response = await server.inject({ method: "GET", url: "/widget.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/problem+json");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      status: 404,
      title: "The booking widget script has not been built: run `npm run build:widget -w @stund/web`",
      errorCode: "NotFound",
    });
  });
});
