/**
 * The customer pages' requests to the public booking API (/{tenant}/api/public/...). They send
 * no cookies and go around the console's client on purpose: a 401 or 403 there signs the
 * console out or warns about the subscription, and neither means anything to a customer. The
 * answers are typed by the shared contracts and not parsed again here: the server checks them
 * against the same contracts before they leave, and a customer's phone need not carry the
 * validation library.
 */
import type { Problem } from "@stund/shared/contracts/problem";
import type { Language } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";

/** A refused public request, with the problem body the server answered. */
export class PublicApiError extends ApiError {}

export function publicUrl(
  tenant: string,
  path: string,
  query: Record<string, string | undefined> = {},
): string {
  const params = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const search = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  return `/${encodeURIComponent(tenant)}/api/public${path}${search}`;
}

async function problemOf(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Partial<Problem> & Record<string, unknown>;
    return { ...body, status: response.status, title: body.title ?? response.statusText };
  } catch {
    return { status: response.status, title: response.statusText || "Request failed" };
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (!response.ok) throw new PublicApiError(response.status, await problemOf(response));
  return (await response.json()) as T;
}

/** Refusals come in the language the customer reads the page in, not the browser's. */
const languageHeader = (language: Language) => (language === "IS" ? "is-IS" : "en-GB");

/** GET a public address. */
export async function publicGet<T>(url: string, language: Language, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: "GET",
    credentials: "omit",
    headers: { accept: "application/json", "accept-language": languageHeader(language) },
    signal,
  });
  return answer<T>(response);
}

/** POST to a public address with an Idempotency-Key, so a retried request never books twice. */
export async function publicPost<T>(
  url: string,
  body: unknown,
  language: Language,
  idempotencyKey: string,
): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "omit",
    headers: {
      accept: "application/json",
      "accept-language": languageHeader(language),
      "content-type": "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return answer<T>(response);
}
