import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { io, type Socket } from "socket.io-client";
import {
  hubEvents,
  hubPaths,
  type AdminNotificationEvents,
  type HubName,
  type UserTermsEvents,
} from "@stund/shared/contracts/realtime";
import { apiCall } from "../http/client";
import { HubConnection } from "./hub-connection";
import { setHubState } from "./hub-state-store";
import { useSignedInUserId } from "./use-signed-in-user-id";

/** docs/product.md §16.2: losing a hub refreshes the sign-in, so a session that lapsed meanwhile is renewed. */
function refreshSignIn(): Promise<unknown> {
  return apiCall("/user/authenticate/refresh", { noTenant: true }).catch(() => undefined);
}

function openHub<Events extends object>(name: HubName) {
  const socket: Socket<Events> = io(hubPaths[name], {
    transports: ["websocket"],
    reconnection: false,
    autoConnect: false,
    withCredentials: true,
  });
  const connection = new HubConnection({
    open: () => socket.connect(),
    close: () => socket.disconnect(),
    onStateChange: (state) => setHubState(name, state),
    onDisconnected: () => void refreshSignIn(),
  });
  socket.on("connect", () => connection.connected());
  socket.on("disconnect", () => connection.disconnected());
  socket.on("connect_error", () => connection.failed());
  connection.start();
  return {
    socket,
    stop() {
      connection.stop();
      socket.removeAllListeners();
    },
  };
}

/** Connects the admin-notification and user-terms hubs while someone is signed in. */
export function useHubs(): void {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();

  useEffect(() => {
    if (!userId) return;
    const admin = openHub<AdminNotificationEvents>("adminNotifications");
    admin.socket.on(hubEvents.userUpdated, () => {
      void refreshSignIn().then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ["currentUser"] }),
          queryClient.invalidateQueries({ queryKey: ["projects"] }),
          queryClient.invalidateQueries({ queryKey: ["project"] }),
        ]),
      );
    });
    admin.socket.on(hubEvents.userDeleted, () => window.location.reload());

    const terms = openHub<UserTermsEvents>("userTerms");
    terms.socket.on(hubEvents.termsUpdated, () => {
      void queryClient.invalidateQueries({ queryKey: ["userTerms"] });
    });

    return () => {
      admin.stop();
      terms.stop();
    };
  }, [userId, queryClient]);
}
