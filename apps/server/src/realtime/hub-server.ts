import type { DefaultEventsMap, Namespace, Server, Socket } from "socket.io";
import type {
  AdminNotificationEvents,
  AvailabilityClientEvents,
  AvailabilityEvents,
  UserTermsEvents,
} from "@stund/shared/contracts/realtime";

/** What a hub socket carries once its session is checked. */
export interface HubSocketData {
  userId: string;
}

/** Events clients send (only the availability hub listens) and events the server sends. */
export type HubClientEvents = AvailabilityClientEvents;
export type HubEvents = AdminNotificationEvents & UserTermsEvents & AvailabilityEvents;

export type HubServer = Server<HubClientEvents, HubEvents, DefaultEventsMap, HubSocketData>;
export type HubNamespace = Namespace<HubClientEvents, HubEvents, DefaultEventsMap, HubSocketData>;
export type HubSocket = Socket<HubClientEvents, HubEvents, DefaultEventsMap, HubSocketData>;
