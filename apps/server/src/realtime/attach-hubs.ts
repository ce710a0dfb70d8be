import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database";

/** Attaches the real-time hubs to the running server (socket.io; see realtime/). */
export async function attachHubs(_app: FastifyInstance, _database: DatabaseHandle): Promise<void> {}
