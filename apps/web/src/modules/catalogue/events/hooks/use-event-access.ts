import { useAccess } from "../../../../lib/access/use-access";

/** Whether the user may write experiences' templates, series and events (managers and up). */
export function useCanEditCatalogue(): boolean {
  return useAccess("catalogueEdit").decision === "allowed";
}

/** Whether the user may run departures: close, open, delay, capacity, cancel (hosts too). */
export function useCanOperateEvents(): boolean {
  return useAccess("eventOperations").decision === "allowed";
}
