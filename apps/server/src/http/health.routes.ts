import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";
import { pingDatabase } from "../operations/operations.repository";
import { withinTime } from "../operations/time-limit";

/** A database that has not answered `select 1` in this long is taken as unreachable. */
const readyWithinMs = 1000;

/**
 * /health: the process is alive (no database; a liveness probe restarts only a stuck process).
 * /ready: it should be sent traffic: the database answers, and it is not stopping.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/ready", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (app.lifecycle.draining) throw new AppError(503, "The server is stopping");
    try {
      await withinTime(pingDatabase(app.db), readyWithinMs, "the database");
    } catch (error) {
      request.log.warn({ err: error }, "not ready: the database does not answer");
      throw new AppError(503, "The database does not answer");
    }
    return { status: "ready" };
  });
}
