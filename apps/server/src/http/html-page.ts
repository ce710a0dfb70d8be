import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { preferredCoding, varyOnAcceptEncoding, type ContentCoding } from "./content-coding";

/** Pages up to this many bytes are sent as they are: compressing them saves less than it costs. */
export const htmlCompressAbove = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An HTML page ready to send: its bytes, its strong ETag (a hash of the bytes), and its
 * compressed forms, each made once on first need and kept with the page. A page sent many times
 * (the console's index.html) is made once with `thorough` and compressed as small as brotli and
 * gzip can; a page made for one answer is compressed quickly.
 */
export class HtmlPage {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encodings = new Map<ContentCoding, Promise<Buffer>>();

  constructor(
    html: string,
    private readonly thorough = false,
  ) {
    this.body = Buffer.from(html, "utf8");
    this.etag = `"${createHash("sha256").update(this.body).digest("base64url").slice(0, 27)}"`;
  }

  /** The body in `coding`, compressed on first need off the event loop. */
  encoded(coding: ContentCoding): Promise<Buffer> {
    let encoded = this.encodings.get(coding);
    if (!encoded) {
      encoded =
        coding === "br"
          ? brotliAsync(this.body, {
              params: {
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_QUALITY]: this.thorough ? constants.BROTLI_MAX_QUALITY : 5,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body, { level: this.thorough ? 9 : 6 });
      this.encodings.set(coding, encoded);
    }
    return encoded;
  }
}

/** Whether If-None-Match names `etag` (compared weakly, as RFC 9110 asks for GET) or is `*`. */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(",") : ifNoneMatch)
    .split(",")
    .some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * Sends an HTML page: `text/html; charset=utf-8`, `Cache-Control: no-cache` (unless the route set
 * its own), a strong ETag and 304 without a body when If-None-Match names it, and over
 * `htmlCompressAbove` bytes brotli or gzip as Accept-Encoding allows (`Vary: Accept-Encoding`
 * always). Server-rendered pages and the console's index.html both go out through here; pass an
 * `HtmlPage` kept between answers to compress a page that does not change only once.
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string | HtmlPage,
): Promise<FastifyReply> {
  const page = typeof html === "string" ? new HtmlPage(html) : html;
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
  reply.header("etag", page.etag);
  varyOnAcceptEncoding(reply);
  if (reply.statusCode === 200 && etagMatches(request.headers["if-none-match"], page.etag)) {
    return reply.status(304).send();
  }
  reply.header("content-type", "text/html; charset=utf-8");
  const coding =
    page.body.length > htmlCompressAbove ? preferredCoding(request.headers["accept-encoding"]) : undefined;
  if (!coding) return reply.send(page.body);
  const encoded = await page.encoded(coding);
  return reply.header("content-encoding", coding).send(encoded);
}
