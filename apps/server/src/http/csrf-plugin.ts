import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "./errors";
import { errorCodes } from "@stund/shared/contracts/problem";

export const csrfHeaderName = "x-stund-request";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes that carry no session: the billing provider's signed webhooks, and the built-in fake of
 * the provider, whose hosted pages stand in for a third-party site; the payment brokers' signed
 * notices and the sandbox broker's hosted page; the public booking API, which never reads a
 * session and is called from the companies' own websites.
 */
const exempt = [
  /^\/api\/rapyd\/webhook(\?|$)/,
  /^\/rapyd-sandbox\//,
  /^\/api\/payments\/webhooks\//,
  /^\/pay\/sandbox\//,
  /^\/[^/?]+\/api\/public\//,
];

/**
 * Cookie-authenticated writes must come from our own pages: the Origin (or Referer) must be this
 * server, and the custom header must be present (a cross-site form cannot set it).
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    if (safeMethods.has(request.method)) return;
    if (request.url.startsWith("/socket.io")) return;
    if (exempt.some((pattern) => pattern.test(request.url))) return;
    const host = request.headers.host;
    const allowed = new Set<string>();
    if (host) {
      allowed.add(`http://${host}`);
      allowed.add(`https://${host}`);
    }
    if (app.config.publicOrigin) allowed.add(app.config.publicOrigin);
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const headerOk = request.headers[csrfHeaderName] === "1";
    if (!origin || !allowed.has(origin) || !headerOk) {
      throw new AppError(403, "The request did not come from this site", { errorCode: errorCodes.csrf });
    }
  });
});

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
