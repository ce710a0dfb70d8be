import type { Language } from "@stund/shared/enums";
import { monthTitle, weekdaysOf } from "./calendar-names";
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

/** Monday to Sunday, short and long, in a language. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  return weekdaysOf(language);
}

/** "July 2027" in a language. */
export function monthName(month: string, language: Language): string {
  return monthTitle(month, language);
}

export { addMonths };
