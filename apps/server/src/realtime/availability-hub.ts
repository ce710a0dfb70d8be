import {
  hubEvents,
  type AvailabilityChange,
  type AvailabilityWatch,
  type AvailabilityWatchAnswer,
} from "@stund/shared/contracts/realtime";
import type { HubOptions } from "./hubs";
import type { HubNamespace } from "./hub-server";

/** The room of the sockets watching one project's availability. */
export const projectRoom = (projectId: string) => `project:${projectId}`;

export const watchRefusedTitle = "Project not found";

/** How long changes are gathered before they are told. */
export const gatherMs = 50;

/** The shape of what a client sent as `watch`; anything else is refused without a lookup. */
function asWatch(value: unknown): AvailabilityWatch | null {
  if (!value || typeof value !== "object") return null;
  const { tenant, project } = value as Record<string, unknown>;
  const valid = (part: unknown): part is string =>
    typeof part === "string" && part.length > 0 && part.length <= 100;
  return valid(tenant) && valid(project) ? { tenant, project } : null;
}

/**
 * The availability hub: a signed-in socket asks to "watch" a project (tenant and project
 * identifiers) and joins its room once its session may read that project's content, checked
 * again on every watch; "unwatch" leaves it. A refused watch answers why and joins nothing.
 */
export function serveAvailability(namespace: HubNamespace, options: HubOptions) {
  namespace.on("connection", (socket) => {
    const resolve = async (value: unknown): Promise<AvailabilityWatchAnswer> => {
      const watch = asWatch(value);
      const projectId =
        watch && options.authorizeWatch
          ? await options.authorizeWatch(socket.handshake.headers.cookie, watch).catch((error: unknown) => {
              options.log.warn({ err: error }, "availability watch could not be checked");
              return null;
            })
          : null;
      return projectId ? { ok: true, projectId } : { ok: false, title: watchRefusedTitle };
    };
    const reply = (ack: unknown, answer: AvailabilityWatchAnswer) => {
      if (typeof ack === "function") (ack as (answer: AvailabilityWatchAnswer) => void)(answer);
    };
    socket.on("watch", async (value, ack) => {
      const answer = await resolve(value);
      if (answer.ok) await socket.join(projectRoom(answer.projectId));
      reply(ack, answer);
    });
    socket.on("unwatch", async (value, ack) => {
      const answer = await resolve(value);
      if (answer.ok) await socket.leave(projectRoom(answer.projectId));
      reply(ack, answer);
    });
  });

  // Changes are gathered per project for a moment and told as one: under a booking rush a
  // calendar gets a few notices a second naming every changed event, not one per booking, and
  // the processes pass each other one notice instead of hundreds.
  const pending = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    for (const [projectId, eventIds] of pending) {
      const change: AvailabilityChange = { projectId, eventIds: [...eventIds] };
      namespace.to(projectRoom(projectId)).emit(hubEvents.availabilityChanged, change);
    }
    pending.clear();
  };

  return {
    changed(projectId: string, eventIds: string[]) {
      const ids = pending.get(projectId) ?? new Set<string>();
      for (const id of eventIds) ids.add(id);
      pending.set(projectId, ids);
      timer ??= setTimeout(flush, gatherMs).unref();
    },
    /** Tells what is still gathered now (before closing). */
    flush() {
      clearTimeout(timer);
      flush();
    },
  };
}
