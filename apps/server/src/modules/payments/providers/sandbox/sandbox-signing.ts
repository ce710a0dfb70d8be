import { createHmac, timingSafeEqual } from "node:crypto";

export const sandboxSignatureHeader = "x-sandbox-signature";
/** Notices older than this are refused, so a captured notice cannot be replayed later. */
const toleranceSeconds = 300;

/** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`, as the sandbox broker signs its notices. */
export function signSandboxNotice(secret: string, rawBody: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Whether a notice's signature header matches its raw body and is recent; never throws. */
export function verifySandboxNotice(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const t = Number(parts.get("t"));
  const given = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
