import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { loadSessionUser, sessionCookieName } from "./session.service";

/** Reads the session cookie once per request into request.user. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("user", null);
  app.decorateRequest("tenantContext", null);
  app.decorateRequest("projectScope", null);
  app.addHook("onRequest", async (request) => {
    request.user = await loadSessionUser(app.db, request.cookies[sessionCookieName], app.changeFeed);
  });
});
