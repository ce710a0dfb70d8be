import { notFound } from "./rapyd-fake-envelope";
import { createCheckout, createPaymentLink, readCheckout, readPaymentLink } from "./rapyd-fake-pages";
import { createRefund, listPayments, readPayment, readRefund } from "./rapyd-fake-payments";
import type { RapydFakeState } from "./rapyd-fake-state";

interface RouteInput {
  state: RapydFakeState;
  /** The path's captured id, when the route has one. */
  id: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
}

interface Route {
  method: "GET" | "POST";
  pattern: RegExp;
  run: (input: RouteInput) => unknown;
}

/** The endpoints customer bookings use (payments.md §1.5); each answers the envelope's `data`. */
const routes: Route[] = [
  { method: "POST", pattern: /^\/v1\/checkout$/, run: ({ state, body }) => createCheckout(state, body) },
  { method: "GET", pattern: /^\/v1\/checkout\/([^/]+)$/, run: ({ state, id }) => readCheckout(state, id) },
  {
    method: "POST",
    pattern: /^\/v1\/hosted\/collect\/payments$/,
    run: ({ state, body }) => createPaymentLink(state, body),
  },
  {
    method: "GET",
    pattern: /^\/v1\/hosted\/collect\/payments\/([^/]+)$/,
    run: ({ state, id }) => readPaymentLink(state, id),
  },
  { method: "GET", pattern: /^\/v1\/payments$/, run: ({ state, query }) => listPayments(state, query) },
  { method: "GET", pattern: /^\/v1\/payments\/([^/]+)$/, run: ({ state, id }) => readPayment(state, id) },
  { method: "POST", pattern: /^\/v1\/refunds$/, run: ({ state, body }) => createRefund(state, body) },
  { method: "GET", pattern: /^\/v1\/refunds\/([^/]+)$/, run: ({ state, id }) => readRefund(state, id) },
];

/** Runs the route a request names; an unknown one is refused as Rapyd does, with 404. */
export function runRoute(
  state: RapydFakeState,
  method: string,
  target: URL,
  body: Record<string, unknown>,
): unknown {
  for (const route of routes) {
    const match = route.method === method ? route.pattern.exec(target.pathname) : null;
    if (match) {
      const id = match[1] ? decodeURIComponent(match[1]) : "";
      return route.run({ state, id, body, query: target.searchParams });
    }
  }
  throw notFound("resource", `${method} ${target.pathname}`);
}
