import type { FastifyInstance } from "fastify";

export async function personalInformationRoutes(_app: FastifyInstance): Promise<void> {}
