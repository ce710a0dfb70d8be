import type { Server as HttpServer } from "node:http";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import type { AvailabilityWatch } from "@stund/shared/contracts/realtime";

/** Events the console listens for (docs/product.md §16.1, real-time hubs). */
export interface Hubs {
  /** A user's roles changed: their clients refresh sign-in and reload user and projects. */
  userUpdated(userId: string): void;
  /** A user was deleted: their clients reload. */
  userDeleted(userId: string): void;
  /** A new platform document version was published: every client refetches terms acceptance. */
  termsUpdated(): void;
  /** Seats or events of a project changed: open calendars of that project refetch those events. */
  availabilityChanged(projectId: string, eventIds: string[]): void;
  close(): Promise<void>;
}

export interface HubOptions {
  httpServer: HttpServer;
  pool?: pg.Pool;
  log: FastifyBaseLogger;
  /** The console's address when it is served from elsewhere; the server's own host is always allowed. */
  publicOrigin?: string;
  resolveUserId(cookieHeader: string | undefined): Promise<string | null>;
  /**
   * The id of the project a socket asks to watch, when the session behind the cookie may read that
   * project's content; null when it may not (or the project does not exist).
   */
  authorizeWatch?(cookieHeader: string | undefined, watch: AvailabilityWatch): Promise<string | null>;
}

/** Placeholder until the socket.io hubs are attached; records nothing and sends nothing. */
export function silentHubs(): Hubs {
  return {
    userUpdated() {},
    userDeleted() {},
    termsUpdated() {},
    availabilityChanged() {},
    async close() {},
  };
}
