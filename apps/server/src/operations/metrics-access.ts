import { timingSafeEqual } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

export type MetricsAccess = "allowed" | "unauthorized" | "notFound";

function ipv4Private(address: string): boolean {
  const [a = -1, b = -1] = address.split(".").map(Number);
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/** Loopback, RFC 1918 and unique-local IPv6 addresses, also written as IPv4-mapped IPv6. */
export function isLoopbackOrPrivate(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return ipv4Private(mapped[1]!);
  if (isIPv4(address)) return ipv4Private(address);
  if (!isIPv6(address)) return false;
  const lower = address.toLowerCase();
  return lower === "::1" || /^f[cd][0-9a-f]{0,2}:/.test(lower);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read /metrics. With a token, only a caller presenting it. Without one, only callers
 * whose connection comes from this machine or a private network; the connection's own address
 * counts, never X-Forwarded-For, which any caller can write. Anyone else is not told the address
 * exists.
 */
export function decideMetricsAccess(options: {
  token: string | undefined;
  authorization: string | undefined;
  connectionAddress: string | undefined;
}): MetricsAccess {
  const { token, authorization, connectionAddress } = options;
  if (token) {
    const given = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
    return given && sameSecret(given, token) ? "allowed" : "unauthorized";
  }
  return isLoopbackOrPrivate(connectionAddress) ? "allowed" : "notFound";
}
