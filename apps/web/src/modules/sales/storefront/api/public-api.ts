/**
 * The storefront's own requests to the public booking API (/{tenant}/api/public/...). They send
 * no cookies and go around the console's client on purpose: a 401 or 403 there signs the
 * console out or warns about the subscription, and neither means anything to a customer.
 */
import type { z } from "zod";
import type { Problem } from "@stund/shared/contracts/problem";
import { ApiError } from "../../../../lib/http/api-error";
import { currentLanguage, languageTag } from "../../../../lib/language/language";

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

async function answer<T>(response: Response, schema: z.ZodType<T>): Promise<T> {
  if (!response.ok) throw new PublicApiError(response.status, await problemOf(response));
  return schema.parse(await response.json());
}

/** Refusals come in the language the customer reads the page in, not the browser's. */
function customerLanguage(): string {
  return languageTag(currentLanguage());
}

/** GET a public address and check the answer against its contract. */
export async function publicGet<T>(url: string, schema: z.ZodType<T>, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method: "GET",
    credentials: "omit",
    headers: { accept: "application/json", "accept-language": customerLanguage() },
    signal,
  });
  return answer(response, schema);
}

/** POST to a public address with an Idempotency-Key, so a retried request never books twice. */
export async function publicPost<T>(
  url: string,
  body: unknown,
  schema: z.ZodType<T>,
  idempotencyKey: string,
): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "omit",
    headers: {
      accept: "application/json",
      "accept-language": customerLanguage(),
      "content-type": "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  return answer(response, schema);
}
