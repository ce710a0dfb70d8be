const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or ahead) an instant is, in the interface language: "5 minutes ago",
 * "yesterday", "fyrir 3 klukkustundum". Uses the largest unit that keeps the number below the
 * next unit; an unreadable instant gives an empty text.
 */
export function relativeTime(at: string, now: Date, locale: string): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return "";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  let value = (time - now.getTime()) / 1000;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}
