import { useSyncExternalStore } from "react";
import type { HubConnectionState, HubName } from "@stund/shared/contracts/realtime";

export type HubStates = Readonly<Record<HubName, HubConnectionState>>;

let states: HubStates = { adminNotifications: "disconnected", userTerms: "disconnected" };
const listeners = new Set<() => void>();

export function setHubState(hub: HubName, state: HubConnectionState): void {
  if (states[hub] === state) return;
  states = { ...states, [hub]: state };
  for (const listener of listeners) listener();
}

export function getHubStates(): HubStates {
  return states;
}

export function subscribeHubStates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The connection state of each hub, for anything that wants to show it. */
export function useHubStates(): HubStates {
  return useSyncExternalStore(subscribeHubStates, getHubStates);
}
