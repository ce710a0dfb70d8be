/** docs/product.md §16.1 real-time hubs: socket.io namespaces, their events, and the timings of docs/product.md §16.2. */

export const hubPaths = {
  adminNotifications: "/hubs/admin-notifications",
  userTerms: "/hubs/user-terms",
  availability: "/hubs/availability",
} as const;

/**
 * The hubs every signed-in console keeps open (and reports the state of). The availability hub is
 * opened by the screens that show seats, so it is not one of them.
 */
export type HubName = Exclude<keyof typeof hubPaths, "availability">;

export const hubEvents = {
  userUpdated: "UserUpdated",
  userDeleted: "UserDeleted",
  termsUpdated: "TermsUpdated",
  availabilityChanged: "AvailabilityChanged",
} as const;

/** Events the server sends on the admin-notification hub; they carry no payload. */
export interface AdminNotificationEvents {
  UserUpdated: () => void;
  UserDeleted: () => void;
}

/** Events the server sends on the user-terms hub. */
export interface UserTermsEvents {
  TermsUpdated: () => void;
}

/** What AvailabilityChanged carries: the project, and the events whose seats or fields changed. */
export interface AvailabilityChange {
  projectId: string;
  eventIds: string[];
}

/** Events the server sends on the availability hub, to the sockets watching a project. */
export interface AvailabilityEvents {
  AvailabilityChanged: (change: AvailabilityChange) => void;
}

/** Which project's availability a socket wants: the tenant and project identifiers (or ids) of the route. */
export interface AvailabilityWatch {
  tenant: string;
  project: string;
}

/** The answer to watch and unwatch: the project's id, or why the socket may not watch it. */
export type AvailabilityWatchAnswer = { ok: true; projectId: string } | { ok: false; title: string };

/** Events a client sends on the availability hub; the acknowledgement is optional. */
export interface AvailabilityClientEvents {
  watch: (watch: AvailabilityWatch, ack?: (answer: AvailabilityWatchAnswer) => void) => void;
  unwatch: (watch: AvailabilityWatch, ack?: (answer: AvailabilityWatchAnswer) => void) => void;
}

/** Keep-alive every 15 s; a peer silent for 15 s more is dead, so a lost server shows after 30 s. */
export const hubPingIntervalMs = 15_000;
export const hubPingTimeoutMs = 15_000;

/** Retry immediately, then after 2 s, 10 s and 30 s, then stop. */
export const hubReconnectDelaysMs: readonly number[] = [0, 2_000, 10_000, 30_000];

export const hubConnectionStates = [
  "disconnected",
  "connecting",
  "connected",
  "reconnecting",
  "disconnecting",
] as const;
export type HubConnectionState = (typeof hubConnectionStates)[number];
