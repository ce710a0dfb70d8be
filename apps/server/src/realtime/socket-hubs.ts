import type { IncomingMessage } from "node:http";
import { Server } from "socket.io";
import { hubEvents, hubPaths, hubPingIntervalMs, hubPingTimeoutMs } from "@stund/shared/contracts/realtime";
import { serveAvailability } from "./availability-hub";
import type { HubOptions, Hubs } from "./hubs";
import type { HubServer, HubSocket } from "./hub-server";
import { postgresFanout } from "./postgres-fanout";

export const hubUnauthenticatedMessage = "You are not signed in";

const userRoom = (userId: string) => `user:${userId}`;

/**
 * Browsers always send Origin on a WebSocket handshake; refusing foreign origins keeps another
 * site from opening a hub with the visitor's cookie. Callers without Origin are not browsers.
 */
function originAllowed(request: IncomingMessage, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const host = request.headers.host;
  const allowed = new Set<string>();
  if (host) {
    allowed.add(`http://${host}`);
    allowed.add(`https://${host}`);
  }
  if (publicOrigin) allowed.add(publicOrigin);
  return allowed.has(origin);
}

function requireSession(options: HubOptions) {
  return async (socket: HubSocket, next: (error?: Error) => void) => {
    try {
      const userId = await options.resolveUserId(socket.handshake.headers.cookie);
      if (!userId) return next(new Error(hubUnauthenticatedMessage));
      socket.data.userId = userId;
      next();
    } catch (error) {
      options.log.warn({ err: error }, "hub connection could not be authenticated");
      next(new Error(hubUnauthenticatedMessage));
    }
  };
}

/** The spec's two hubs and the availability hub on socket.io, attached to the HTTP server the API listens on. */
export async function createSocketHubs(options: HubOptions): Promise<Hubs> {
  const io: HubServer = new Server(options.httpServer, {
    pingInterval: hubPingIntervalMs,
    pingTimeout: hubPingTimeoutMs,
    serveClient: false,
    allowRequest: (request, callback) => callback(null, originAllowed(request, options.publicOrigin)),
    ...(options.pool ? { adapter: await postgresFanout(options.pool, options.log) } : {}),
  });

  const adminNotifications = io.of(hubPaths.adminNotifications);
  adminNotifications.use(requireSession(options));
  adminNotifications.on("connection", (socket) => {
    void socket.join(userRoom(socket.data.userId));
  });

  const userTerms = io.of(hubPaths.userTerms);
  userTerms.use(requireSession(options));

  const availabilityNamespace = io.of(hubPaths.availability);
  availabilityNamespace.use(requireSession(options));
  const availability = serveAvailability(availabilityNamespace, options);

  // Without a namespace of its own, a client on "/" would be accepted unauthenticated.
  io.of("/").use((_socket, next) => next(new Error(hubUnauthenticatedMessage)));

  return {
    userUpdated(userId) {
      adminNotifications.to(userRoom(userId)).emit(hubEvents.userUpdated);
    },
    userDeleted(userId) {
      adminNotifications.to(userRoom(userId)).emit(hubEvents.userDeleted);
    },
    availabilityChanged(projectId, eventIds) {
      availability.changed(projectId, eventIds);
    },
    termsUpdated() {
      userTerms.emit(hubEvents.termsUpdated);
    },
    async close() {
      availability.flush();
      // io.close() would also close the HTTP server, which Fastify closes itself.
      io.engine.close();
      await Promise.all(
        [adminNotifications, userTerms, availabilityNamespace, io.of("/")].map((nsp) => nsp.adapter.close()),
      );
    },
  };
}
