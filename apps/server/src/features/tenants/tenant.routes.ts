import type { FastifyInstance } from "fastify";

export async function tenantRoutes(_app: FastifyInstance): Promise<void> {}
