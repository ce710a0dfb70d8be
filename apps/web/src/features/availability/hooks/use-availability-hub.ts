import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { io, type Socket } from "socket.io-client";
import type { HubConnectionState } from "@stund/shared/contracts/realtime";
import { HubConnection } from "../../realtime/hub-connection";
import { projectEventsKey } from "../api/events-api";

export const availabilityHubPath = "/hubs/availability";

/** What the server sends: the project whose seats or events changed, and which events. */
export interface AvailabilityChanged {
  projectId: string;
  eventIds: string[];
}

interface ServerEvents {
  AvailabilityChanged: (change: AvailabilityChanged) => void;
}

interface ClientEvents {
  watch: (room: { tenant: string; project: string }) => void;
}

/**
 * Live availability of the page's project: joins the project's room on the availability hub and
 * refetches the project's events (lists and open details) and home summary when seats or events
 * change. Uses the console's hub options and retry schedule (spec §9); after a reconnect it
 * refetches once, since changes may have been missed while offline.
 */
export function useAvailabilityHub(): HubConnectionState {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  const [state, setState] = useState<HubConnectionState>("disconnected");

  useEffect(() => {
    if (!tenant || !project) return;
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectEventsKey(tenant, project) }),
        queryClient.invalidateQueries({ queryKey: ["projectHome", tenant, project] }),
      ]);
    const socket: Socket<ServerEvents, ClientEvents> = io(availabilityHubPath, {
      transports: ["websocket"],
      reconnection: false,
      autoConnect: false,
      withCredentials: true,
    });
    const connection = new HubConnection({
      open: () => socket.connect(),
      close: () => socket.disconnect(),
      onStateChange: setState,
    });
    let connectedBefore = false;
    socket.on("connect", () => {
      connection.connected();
      socket.emit("watch", { tenant, project });
      if (connectedBefore) void refresh();
      connectedBefore = true;
    });
    socket.on("disconnect", () => connection.disconnected());
    socket.on("connect_error", () => connection.failed());
    socket.on("AvailabilityChanged", () => void refresh());
    connection.start();
    return () => {
      connection.stop();
      socket.removeAllListeners();
    };
  }, [tenant, project, queryClient]);

  return state;
}
