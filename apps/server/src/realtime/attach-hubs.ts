import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database";
import { loadSessionUser, sessionCookieName } from "../features/auth/session.service";
import { createSocketHubs } from "./socket-hubs";

/**
 * Attaches the real-time hubs to the app's HTTP server and puts them in place of the silent
 * ones. Call before the app starts listening.
 */
export async function attachHubs(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const hubs = await createSocketHubs({
    httpServer: app.server,
    pool: database.pool,
    log: app.log,
    publicOrigin: app.config.publicOrigin,
    async resolveUserId(cookieHeader) {
      const token = cookieHeader ? app.parseCookie(cookieHeader)[sessionCookieName] : undefined;
      const user = await loadSessionUser(database.db, token);
      return user?.id ?? null;
    },
  });
  app.hubs = hubs;
  // preClose, not onClose: the HTTP server does not finish closing while a WebSocket is open.
  app.addHook("preClose", async () => hubs.close());
}
