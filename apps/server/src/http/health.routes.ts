import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/health", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/ready", { schema: { hide: true } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: "ready" };
  });
}
