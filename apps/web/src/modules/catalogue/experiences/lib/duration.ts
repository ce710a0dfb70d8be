import type { TFunction } from "i18next";

/** Minutes split for the hours-and-minutes inputs. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.trunc(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** A duration for people: "45 min", "2 h 30 min", "3 days". */
export function formatDuration(total: number, t: TFunction): string {
  const { hours, minutes } = splitMinutes(total);
  if (hours >= 24 && hours % 24 === 0 && minutes === 0)
    return t("experiences.duration.days", { count: hours / 24 });
  if (hours === 0) return t("experiences.duration.minutes", { m: minutes });
  if (minutes === 0) return t("experiences.duration.hours", { h: hours });
  return t("experiences.duration.hoursMinutes", { h: hours, m: minutes });
}
