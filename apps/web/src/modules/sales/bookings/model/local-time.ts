import { utcToZoned } from "@stund/shared/scheduling/zoned-time";

/**
 * An instant as the wall clock of the project's zone, "YYYY-MM-DDTHH:mm", for the date formats
 * to print as it is; null when the instant or the zone cannot be read.
 */
export function wallClock(instant: string, timeZone: string): string | null {
  try {
    const zoned = utcToZoned(new Date(instant), timeZone);
    return `${zoned.date}T${zoned.time}`;
  } catch {
    return null;
  }
}
