import type { FastifyRequest } from "fastify";
import { requireUser } from "../access/tenant-access";
import type { Actor } from "../activity/activity";

/** The signed-in user as the project's activity names them. */
export function requestActor(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { id: user.id, name: user.name };
}
