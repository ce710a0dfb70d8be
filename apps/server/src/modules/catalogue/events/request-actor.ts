import type { FastifyRequest } from "fastify";
import { requireUser } from "../../access/access/tenant-access.hooks";
import type { Actor } from "../../access/activity/activity.service";

/** The signed-in user as the project's activity names them. */
export function requestActor(request: FastifyRequest): Actor {
  const user = requireUser(request);
  return { id: user.id, name: user.name };
}
