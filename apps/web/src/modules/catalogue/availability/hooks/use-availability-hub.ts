import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { io, type Socket } from "socket.io-client";
import type { AvailabilityWatchAnswer, HubConnectionState } from "@stund/shared/contracts/realtime";
import { HubConnection } from "../../../../lib/realtime/hub-connection";
import { projectEventsKey, projectHomeKey } from "../../../../lib/queries/event-keys";

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
  watch: (room: { tenant: string; project: string }, ack: (answer: AvailabilityWatchAnswer) => void) => void;
}

/** How long the hub has to answer a watch before the connection is tried again. */
export const watchAnswerMs = 10_000;

/**
 * Live availability of the page's project: joins the project's room on the availability hub and
 * refetches the project's events (lists and open details) and home summary when seats or events
 * change. Uses the console's hub options and retry schedule (docs/product.md §16.2). The page is live
 * ("connected") only once the hub has answered the watch; it then refetches once, since a change
 * made before the socket joined the room (while the page first loaded, or while offline) is never
 * told. A refused or unanswered watch drops the connection, to be tried again on the schedule.
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
        queryClient.invalidateQueries({ queryKey: projectHomeKey(tenant, project) }),
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
    // Each connection's watch is answered for that connection only: a late answer to an earlier one is ignored.
    let connections = 0;
    socket.on("connect", () => {
      const current = (connections += 1);
      socket.timeout(watchAnswerMs).emit("watch", { tenant, project }, (error, answer) => {
        if (current !== connections || !socket.connected) return;
        if (error || !answer.ok) {
          socket.disconnect();
          return;
        }
        connection.connected();
        void refresh();
      });
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
