import type { FastifyRequest } from "fastify";
import type { AppConfig } from "../config/config";
import { AppError } from "./errors";

/**
 * Where customers and brokers reach this server, by one rule everywhere: PUBLIC_ORIGIN when it is
 * set, otherwise the origin the flow was started on. Every address a customer is sent to within
 * one flow (the pay page, the broker's stand-in pages, the return and cancel addresses, the
 * confirmation's link) and the brokers' notice address are built on it, so a customer who opened
 * the app at http://localhost:3000 pays and comes back on http://localhost:3000, never on another
 * host name of the same server (a browser treats that as another site).
 */
export type OriginConfig = Pick<AppConfig, "publicOrigin" | "port">;

export const badHostTitle = "The request's Host header is not a valid address";

const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_.-]*[a-z0-9_])?)(:\d{1,5})?$/i;
const trimmed = (origin: string) => origin.replace(/\/+$/, "");

/**
 * The public origin of a request: PUBLIC_ORIGIN when set, else the request's scheme and host. The
 * scheme and host come from X-Forwarded-Proto and X-Forwarded-Host only when the request came
 * through one of TRUSTED_PROXIES (Fastify's trustProxy), otherwise from the connection and the
 * Host header. A Host that is not a plain host name with an optional port is refused with 400.
 */
export function publicOriginOf(config: OriginConfig, request: FastifyRequest): string {
  if (config.publicOrigin) return trimmed(config.publicOrigin);
  const host = request.host;
  // Nothing but a host name or address and a port: no user, path or query hidden in the header.
  if (!host || !hostPattern.test(host)) throw new AppError(400, badHostTitle);
  const scheme = request.protocol === "https" ? "https" : "http";
  if (!URL.canParse(`${scheme}://${host}`)) throw new AppError(400, badHostTitle);
  return new URL(`${scheme}://${host}`).origin;
}

/**
 * The public origin where no request is at hand (a job): PUBLIC_ORIGIN when set, else the origin
 * the flow was started on as it was stored with it (e.g. a payment attempt's address), else
 * http://localhost:{port}, the address the server announces when it starts.
 */
export function publicOriginOutsideRequest(config: OriginConfig, flowOrigin?: string | null): string {
  if (config.publicOrigin) return trimmed(config.publicOrigin);
  if (flowOrigin && URL.canParse(flowOrigin)) return new URL(flowOrigin).origin;
  return `http://localhost:${config.port}`;
}

/** The origin of an address, or undefined when it is none (an empty or unreadable value). */
export function originOfAddress(address: string | null | undefined): string | undefined {
  return address && URL.canParse(address) ? new URL(address).origin : undefined;
}
