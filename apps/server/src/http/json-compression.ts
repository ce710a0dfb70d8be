import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { acceptsGzip } from "./accepts-gzip";
import { varyOnAcceptEncoding } from "./content-coding";

/** JSON bodies over this many bytes are gzipped for callers that accept it. */
export const jsonCompressAbove = 8 * 1024;

const gzipAsync = promisify(gzip);
const jsonType = /^application\/([a-z0-9.+-]*\+)?json(;|$)/i;
const bodiless = new Set([204, 205, 206, 304]);

/**
 * Large JSON answers (lists of bookings, events, customers) go out gzipped when the caller accepts
 * gzip, compressed off the event loop. Left as they are: bodies at or under `jsonCompressAbove`,
 * streams, answers a route already encoded (the events list keeps its compressed copy) or sized
 * itself, answers without a body, anything but JSON, and `Cache-Control: no-transform`.
 * Register before the routes: an onSend hook reaches only the routes registered after it.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (bodiless.has(reply.statusCode) || reply.statusCode < 200) return payload;
    if (reply.hasHeader("content-encoding") || reply.hasHeader("content-length")) return payload;
    if (!jsonType.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    if (/no-transform/i.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    if (Buffer.byteLength(payload) <= jsonCompressAbove) return payload;
    varyOnAcceptEncoding(reply);
    if (!acceptsGzip(request.headers["accept-encoding"])) return payload;
    reply.header("content-encoding", "gzip");
    return gzipAsync(payload, { level: 6 });
  });
}
