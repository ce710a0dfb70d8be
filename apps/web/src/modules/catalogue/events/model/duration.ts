import type { TFunction } from "i18next";

/** Minutes as "2 h 30 min" (or "1 d 2 h") in the interface language. */
export function formatDuration(minutes: number, t: TFunction): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days) parts.push(t("events.duration.days", { n: days }));
  if (hours) parts.push(t("events.duration.hours", { n: hours }));
  if (rest || parts.length === 0) parts.push(t("events.duration.minutes", { n: rest }));
  return parts.join(" ");
}
