import { addMonths } from "./zoned-time";

/** The days of a month (YYYY-MM-DD) in weeks from Monday; days of other months are null. */
export function monthGrid(month: string): (string | null)[][] {
  const [year = 1970, monthNumber = 1] = month.split("-").map(Number);
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month.slice(0, 8)}${String(day).padStart(2, "0")}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const weekdays = new Map<string, { short: string; long: string }[]>();
const months = new Map<string, Intl.DateTimeFormat>();

/** Monday to Sunday, short, in a locale (made once per locale: formats are slow to make). */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const known = weekdays.get(locale);
  if (known) return known;
  // 2024-01-01 was a Monday.
  const names = Array.from({ length: 7 }, (_, i) => {
    const day = new Date(Date.UTC(2024, 0, 1 + i, 12));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
  weekdays.set(locale, names);
  return names;
}

/** "July 2027" in a locale. */
export function monthName(month: string, locale: string): string {
  let format = months.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" });
    months.set(locale, format);
  }
  return format.format(new Date(`${month.slice(0, 7)}-15T12:00:00Z`));
}

export { addMonths };
