import type { FastifyInstance } from "fastify";

export async function userTermsRoutes(_app: FastifyInstance): Promise<void> {}
