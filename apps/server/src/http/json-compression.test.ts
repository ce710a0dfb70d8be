import { Readable } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonCompressAbove, registerJsonCompression } from "./json-compression";

const rows = Array.from({ length: 400 }, (_, index) => ({ id: index, name: `Norðurljósaferð ${index}` }));
const large = JSON.stringify(rows);
const browser = "gzip, deflate, br, zstd";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerJsonCompression(app);
  // Routes in a plugin of their own, as the feature routes are.
  await app.register(async (routes) => {
    routes.get("/large", async () => rows);
    routes.get("/small", async () => rows.slice(0, 3));
    routes.get("/problem", async (_request, reply) =>
      reply.status(422).type("application/problem+json").send({ status: 422, detail: large }),
    );
    routes.get("/already", async (_request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .header("content-encoding", "gzip")
        .header("vary", "accept-encoding")
        .send(gzipSync(large)),
    );
    routes.get("/stream", async (_request, reply) =>
      reply.type("application/json").send(Readable.from([Buffer.from(large)])),
    );
    routes.get("/csv", async (_request, reply) => reply.type("text/csv").send("a,b\n".repeat(5000)));
    routes.get("/no-transform", async (_request, reply) =>
      reply.header("cache-control", "no-transform").send(rows),
    );
    routes.get("/not-modified", async (_request, reply) => reply.status(304).send());
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("large JSON answers", () => {
  it("go out gzipped to callers that accept gzip", async () => {
    expect(Buffer.byteLength(large)).toBeGreaterThan(jsonCompressAbove);
    const response = await get("/large", browser);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(large) / 4);
    expect(JSON.parse(gunzipSync(response.rawPayload).toString("utf8"))).toEqual(rows);
  });

  it("go out plain, saying they vary, to callers that do not", async () => {
    for (const encoding of [undefined, "identity", "br", "gzip;q=0"]) {
      const response = await get("/large", encoding);
      expect(response.headers["content-encoding"], encoding).toBeUndefined();
      expect(response.headers.vary).toBe("accept-encoding");
      expect(response.json()).toEqual(rows);
    }
  });

  it("include problem answers", async () => {
    const response = await get("/problem", browser);
    expect(response.statusCode).toBe(422);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString("utf8")).detail).toBe(large);
  });
});

describe("left as they are", () => {
  it("small JSON answers", async () => {
    const response = await get("/small", browser);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual(rows.slice(0, 3));
  });

  it("answers the route compressed itself", async () => {
    const response = await get("/already", browser);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString("utf8")).toBe(large);
  });

  it("streams, other types, no-transform and answers without a body", async () => {
    const stream = await get("/stream", browser);
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body).toBe(large);
    const csv = await get("/csv", browser);
    expect(csv.headers["content-encoding"]).toBeUndefined();
    const noTransform = await get("/no-transform", browser);
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.json()).toEqual(rows);
    const notModified = await get("/not-modified", browser);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });
});
