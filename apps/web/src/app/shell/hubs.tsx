import { useHubs } from "../../lib/realtime/use-hubs";

/** The signed-in user's hubs; a component of its own so their socket code loads after the first page. */
export function Hubs() {
  useHubs();
  return null;
}
