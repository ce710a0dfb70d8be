/** Spec §7 real-time hubs: socket.io namespaces, their events, and the timings of spec §9. */

export const hubPaths = {
  adminNotifications: "/hubs/admin-notifications",
  userTerms: "/hubs/user-terms",
} as const;
export type HubName = keyof typeof hubPaths;

export const hubEvents = {
  userUpdated: "UserUpdated",
  userDeleted: "UserDeleted",
  termsUpdated: "TermsUpdated",
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
