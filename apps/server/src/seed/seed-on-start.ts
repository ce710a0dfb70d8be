import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../db/database";

/** Platform documents always; the demo company only on an empty embedded database outside production. */
export async function seedOnStart(_app: FastifyInstance, _database: DatabaseHandle): Promise<void> {}
