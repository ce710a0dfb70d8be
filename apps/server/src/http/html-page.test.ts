import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { etagMatches, HtmlPage, htmlCompressAbove, sendHtml } from "./html-page";

const small = "<!doctype html><title>Stund</title><p>Halló</p>";
const large = `<!doctype html><title>Ferðir</title>${"<article><h2>Norðurljós</h2><p>Kvöldferð</p></article>".repeat(60)}`;

let app: FastifyInstance;
const kept = new HtmlPage(large, true);

beforeAll(async () => {
  app = Fastify();
  app.get("/small", (request, reply) => sendHtml(request, reply, small));
  app.get("/large", (request, reply) => sendHtml(request, reply, large));
  app.get("/kept", (request, reply) => sendHtml(request, reply, kept));
  app.get("/missing", (request, reply) => sendHtml(request, reply.status(404), large));
  app.get("/cached", (request, reply) =>
    sendHtml(request, reply.header("cache-control", "public, max-age=60"), small),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("sendHtml", () => {
  it("sends the page as UTF-8 HTML, asked about again each time, with a strong ETag of its bytes", async () => {
    const response = await get("/small", { "accept-encoding": "gzip, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toBe(new HtmlPage(small).etag);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers.vary).toBe("accept-encoding");
    // Under the limit it goes out as it is.
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(htmlCompressAbove);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(small);
  });

  it("compresses a larger page with brotli or gzip as the browser allows", async () => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(htmlCompressAbove);
    const br = await get("/large", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(large));
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(large);

    const gzip = await get("/large", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(large);
    expect(gzip.headers.etag).toBe(br.headers.etag);

    const plain = await get("/large");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.body).toBe(large);
  });

  it("answers 304 without a body when If-None-Match names the page", async () => {
    const { etag } = new HtmlPage(large);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await get("/large", { "if-none-match": ifNoneMatch, "accept-encoding": "br" });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.body).toBe("");
      expect(response.headers.etag).toBe(etag);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-encoding"]).toBeUndefined();
    }
    const changed = await get("/large", { "if-none-match": '"an-older-page"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(large);
  });

  it("sends a page kept between answers, compressed once", async () => {
    const first = await get("/kept", { "accept-encoding": "br" });
    const second = await get("/kept", { "accept-encoding": "br" });
    expect(brotliDecompressSync(first.rawPayload).toString("utf8")).toBe(large);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(kept.encoded("br")).toBe(kept.encoded("br"));
    expect(first.headers.etag).toBe(new HtmlPage(large).etag);
  });

  it("keeps the route's status, and answers it in full even to a matching If-None-Match", async () => {
    const { etag } = new HtmlPage(large);
    const response = await get("/missing", { "if-none-match": etag });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(large);
  });

  it("keeps a Cache-Control the route set", async () => {
    const response = await get("/cached");
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
  });
});

describe("etagMatches", () => {
  it("compares weakly, in lists, and with *", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches(' "b" , "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"b"', '"a"')).toBe(false);
    expect(etagMatches(undefined, '"a"')).toBe(false);
    expect(etagMatches("", '"a"')).toBe(false);
  });
});
