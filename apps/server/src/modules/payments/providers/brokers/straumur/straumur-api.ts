/**
 * Calls to Straumur's API (docs.straumur.is): JSON over HTTPS to `{base}/…`, signed in with the `X-API-key`
 * header. A call that cannot be made, or that Straumur refuses for the key or cannot answer, becomes a
 * BrokerCallError staff can read; other answers go back to the caller with Straumur's reason.
 */
import { BrokerCallError } from "../../payment-broker.types";

export interface StraumurApi {
  fetch: typeof fetch;
  /** e.g. https://checkout-api.staging.straumur.is/api/v1 */
  base: string;
  apiKey: string;
}

export interface StraumurAnswer {
  status: number;
  body: Record<string, unknown>;
}

const timeoutMs = 30_000;

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Straumur's reason in an error answer, whichever of the usual fields carries it. */
export function straumurReason(body: Record<string, unknown>): string {
  for (const field of ["detail", "title", "message", "error"]) {
    const value = body[field];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return "no reason given";
}

export async function callStraumur(
  api: StraumurApi,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<StraumurAnswer> {
  let response: Response;
  try {
    response = await api.fetch(`${api.base.replace(/\/+$/, "")}/${path}`, {
      method,
      headers: {
        "x-api-key": api.apiKey,
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new BrokerCallError("Straumur could not be reached; try again in a moment");
  }
  const answer = { status: response.status, body: await readJson(response) };
  if (answer.status === 401 || answer.status === 403)
    throw new BrokerCallError(`Straumur refused the API key (${straumurReason(answer.body)})`);
  if (answer.status === 429 || answer.status >= 500)
    throw new BrokerCallError(`Straumur could not answer now (HTTP ${answer.status}); try again in a moment`);
  return answer;
}
