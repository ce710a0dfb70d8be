import type { FastifyInstance } from "fastify";
import { decideAccess } from "@stund/shared/access/rules";
import type { AvailabilityWatch } from "@stund/shared/contracts/realtime";
import type { Database, DatabaseHandle } from "./db/database";
import { AppError } from "./http/errors";
import { loadProjectScope } from "./modules/access/access/project-access.hooks";
import { loadTenantContext } from "./modules/access/access/tenant-access.hooks";
import { loadSessionUser, sessionCookieName } from "./modules/company/auth/session.service";
import { createSocketHubs } from "./realtime/socket-hubs";

/** The project's id when the session may read its content (section projectContent); else null. */
async function watchableProject(
  db: Database,
  token: string | undefined,
  watch: AvailabilityWatch,
): Promise<string | null> {
  const user = await loadSessionUser(db, token);
  if (!user) return null;
  try {
    const context = await loadTenantContext(db, user, watch.tenant);
    const scope = await loadProjectScope(db, context.tenantId, watch.project);
    const decision = decideAccess("projectContent", context.subject, context.tier, scope.projectId);
    return decision === "allowed" ? scope.projectId : null;
  } catch (error) {
    // Unknown tenant or project, or not a member: refused like any stranger.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Attaches the real-time hubs to the app's HTTP server and puts them in place of the silent
 * ones. Call before the app starts listening.
 */
export async function attachHubs(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  const sessionToken = (cookieHeader: string | undefined) =>
    cookieHeader ? app.parseCookie(cookieHeader)[sessionCookieName] : undefined;
  const hubs = await createSocketHubs({
    httpServer: app.server,
    pool: database.pool,
    log: app.log,
    publicOrigin: app.config.publicOrigin,
    async resolveUserId(cookieHeader) {
      const user = await loadSessionUser(database.db, sessionToken(cookieHeader));
      return user?.id ?? null;
    },
    authorizeWatch: (cookieHeader, watch) => watchableProject(database.db, sessionToken(cookieHeader), watch),
  });
  app.hubs = hubs;
  // preClose, not onClose: the HTTP server does not finish closing while a WebSocket is open.
  app.addHook("preClose", async () => hubs.close());
}
