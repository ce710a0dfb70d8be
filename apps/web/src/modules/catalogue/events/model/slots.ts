import type { Weekday } from "@stund/shared/enums";
import { specIndex } from "./weekdays";

/** Start times ("HH:mm", local to the project) on one weekday. */
export interface SlotValue {
  weekday: Weekday;
  times: string[];
}

/** Unique times in clock order. */
export function sortedTimes(times: readonly string[]): string[] {
  return [...new Set(times)].sort();
}

/** The slots in the contracts' weekday order (Sunday first), each with sorted unique times. */
export function normaliseSlots(slots: readonly SlotValue[]): SlotValue[] {
  return [...slots]
    .sort((a, b) => specIndex(a.weekday) - specIndex(b.weekday))
    .map((slot) => ({ weekday: slot.weekday, times: sortedTimes(slot.times) }));
}

/** The times every slot shares when all slots have the same times, else null. */
export function sharedTimes(slots: readonly SlotValue[]): string[] | null {
  const first = slots[0];
  if (!first) return [];
  const key = sortedTimes(first.times).join(",");
  return slots.every((slot) => sortedTimes(slot.times).join(",") === key) ? sortedTimes(first.times) : null;
}
