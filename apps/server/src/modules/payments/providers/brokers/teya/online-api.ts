/**
 * Teya's Online Payments API (docs.teya.com; its OpenAPI specs): OAuth2 client credentials at
 * `{identity}/oauth/v2/oauth-token`, then Bearer calls to `https://api.teya.com` (staging `api.teya.xyz`).
 * POSTs carry an `Idempotency-Key`, so a repeated call with the same key gets the first answer.
 */
import { BrokerCallError } from "../../payment-broker.types";
import type { OnlineCredentials } from "./teya-credentials";
import { baseUrl, callTeya } from "./teya-http";

export interface OnlineEndpoints {
  /** e.g. https://api.teya.com */
  api: string;
  /** The token endpoint, e.g. https://id.teya.com/oauth/v2/oauth-token */
  token: string;
}

const live: OnlineEndpoints = {
  api: "https://api.teya.com",
  token: "https://id.teya.com/oauth/v2/oauth-token",
};
const staging: OnlineEndpoints = {
  api: "https://api.teya.xyz",
  token: "https://id.teya.xyz/oauth/v2/oauth-token",
};

/** Teya's live API when SecurePay is the live one, its staging API otherwise. */
export const onlineEndpointsFor = (securePayBase: string): OnlineEndpoints =>
  baseUrl(securePayBase) === "https://securepay.borgun.is" ? live : staging;

const scopes = ["checkout/sessions/create", "checkout/sessions/id/get", "refunds/create"];

export interface OnlineAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface OnlineClient {
  call(
    method: "GET" | "POST",
    path: string,
    options?: { body?: unknown; idempotencyKey?: string },
  ): Promise<OnlineAnswer>;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Teya's error description, e.g. `{code, description}`. */
export const onlineReason = (body: Record<string, unknown>) =>
  [body.code, body.description].filter((part) => typeof part === "string" && part !== "").join(": ") ||
  "no reason given";

export function createOnlineClient(
  fetchFn: typeof fetch,
  endpoints: OnlineEndpoints,
  credentials: OnlineCredentials,
): OnlineClient {
  let cached: { token: string; until: number } | null = null;

  async function token(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const response = await callTeya(fetchFn, endpoints.token, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        scope: scopes.join(" "),
      }).toString(),
    });
    const body = await readJson(response);
    if (response.status === 400 || response.status === 401)
      throw new BrokerCallError("Teya refused the Online Payments client ID or client secret");
    if (!response.ok || typeof body.access_token !== "string")
      throw new BrokerCallError(`Teya's sign-in answered with HTTP ${response.status}`);
    const lifetime = typeof body.expires_in === "number" ? body.expires_in : 300;
    cached = { token: body.access_token, until: Date.now() + Math.max(0, lifetime - 30) * 1000 };
    return cached.token;
  }

  return {
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { authorization: `Bearer ${await token()}` };
      if (options.body !== undefined) headers["content-type"] = "application/json";
      if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
      const response = await callTeya(fetchFn, `${baseUrl(endpoints.api)}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const body = await readJson(response);
      if (response.status === 401 || response.status === 403)
        throw new BrokerCallError(`Teya refused the Online Payments credentials (${onlineReason(body)})`);
      if (response.status === 429 || response.status >= 500)
        throw new BrokerCallError(
          `Teya could not answer now (HTTP ${response.status}); try again in a moment`,
        );
      return { status: response.status, body };
    },
  };
}
