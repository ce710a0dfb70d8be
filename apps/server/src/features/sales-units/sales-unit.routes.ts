import type { FastifyInstance } from "fastify";

export async function salesUnitRoutes(_app: FastifyInstance): Promise<void> {}
