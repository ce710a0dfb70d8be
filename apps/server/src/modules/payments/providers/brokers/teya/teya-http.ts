/**
 * How the Teya adapter talks to Teya: every call has a time limit, and a call that cannot be made at all
 * becomes a BrokerCallError that staff can read.
 */
import { BrokerCallError } from "../../payment-broker.types";

const timeoutMs = 30_000;

export async function callTeya(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchFn(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new BrokerCallError("Teya could not be reached; try again in a moment");
  }
}

/** POSTs form fields and reads the form-encoded answer SecurePay gives (`ret=True&message=…`). */
export async function postSecurePayForm(
  fetchFn: typeof fetch,
  url: string,
  fields: Record<string, string>,
): Promise<URLSearchParams> {
  const response = await callTeya(fetchFn, url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await response.text();
  if (!response.ok) throw new BrokerCallError(`Teya answered with HTTP ${response.status}`);
  return new URLSearchParams(text.trim());
}

/** Teya's `ret` field: "True" when the request was carried out. */
export const securePayOk = (answer: URLSearchParams) => answer.get("ret")?.toLowerCase() === "true";

/** Teya's own reason, or a plain one when it gave none. */
export const securePayMessage = (answer: URLSearchParams, fallback: string) =>
  answer.get("message")?.trim() || fallback;

/** The base URL without a trailing slash. */
export const baseUrl = (url: string) => url.replace(/\/+$/, "");
