import type { FastifyReply } from "fastify";

/** The compressions this server sends, best first. */
export type ContentCoding = "br" | "gzip";

const serverOrder: readonly ContentCoding[] = ["br", "gzip"];

/**
 * The coding to send a body in, read from Accept-Encoding: the acceptable one the caller ranks
 * highest (`q`), brotli before gzip when it ranks them the same; `*` stands for any coding it does
 * not name; undefined means the plain body. Browsers send `gzip, deflate, br, zstd`, so they get
 * brotli; a caller that sends no header gets the plain body.
 */
export function preferredCoding(
  header: string | string[] | undefined,
  offered: readonly ContentCoding[] = serverOrder,
): ContentCoding | undefined {
  if (!header) return undefined;
  const ranks = new Map<string, number>();
  for (const entry of (Array.isArray(header) ? header.join(",") : header).toLowerCase().split(",")) {
    const [name = "", ...params] = entry.split(";").map((part) => part.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const rank = q ? Number(q.slice(2)) : 1;
    ranks.set(name, Number.isFinite(rank) ? rank : 0);
  }
  let best: ContentCoding | undefined;
  let bestRank = 0;
  for (const coding of offered) {
    const rank = ranks.get(coding) ?? ranks.get("*") ?? 0;
    if (rank > bestRank) {
      best = coding;
      bestRank = rank;
    }
  }
  return best;
}

/** Adds `accept-encoding` to the answer's Vary header, keeping what is there and not repeating it. */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const fields = value
    .split(",")
    .map((field) => field.trim().toLowerCase())
    .filter(Boolean);
  if (fields.includes("accept-encoding") || fields.includes("*")) return;
  reply.header("vary", value ? `${value}, accept-encoding` : "accept-encoding");
}
