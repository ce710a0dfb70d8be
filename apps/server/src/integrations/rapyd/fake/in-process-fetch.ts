import type { FastifyInstance } from "fastify";
import { rapydSandboxOrigin } from "../rapyd-config";

function headerRecord(headers: RequestInit["headers"]): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/**
 * A fetch that hands requests for this server's own origin to the app in-process and sends all
 * others over the network. With it the billing client reaches the built-in fake even where the app
 * listens on no port (inject-only tests) or only behind a proxy; signing and parsing run unchanged.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== new URL(rapydSandboxOrigin(app.config)).origin) return fetch(input, init);
    const method = (init?.method ?? "GET").toUpperCase() as "GET" | "POST";
    const response = await app.inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: headerRecord(init?.headers),
      ...(typeof init?.body === "string" ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers });
  };
}
