import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server draws the page and while the browser takes it over, true from then on:
 * controls that need the page's script stay disabled until it runs, so no tap is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
