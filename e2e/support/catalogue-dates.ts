import { expect, type Locator, type Page } from "@playwright/test";

/** A calendar date "YYYY-MM-DD" (the project's zone is UTC, Atlantic/Reykjavik, so UTC dates serve). */
export type LocalDate = string;

const dayMs = 24 * 60 * 60 * 1000;
const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function parse(date: LocalDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): LocalDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return format(new Date(parse(date).getTime() + days * dayMs));
}

/** The Monday after today (a week on when today is a Monday), so the whole series is upcoming. */
export function nextMonday(now = new Date()): LocalDate {
  const today = format(now);
  const weekday = parse(today).getUTCDay();
  const ahead = (8 - weekday) % 7 || 7;
  return addDays(today, ahead);
}

/** The last day of a month's run from `start`: the day before the same date next month. */
export function oneMonthFrom(start: LocalDate): LocalDate {
  const date = parse(start);
  const next = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  return addDays(format(next), -1);
}

/** Monday to Friday dates from `start` to `end`, both included. */
export function workingDaysBetween(start: LocalDate, end: LocalDate): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const weekday = parse(day).getUTCDay();
    if (weekday >= 1 && weekday <= 5) days.push(day);
  }
  return days;
}

/** How the date picker names a day in English, e.g. "23 November 2026". */
export function dayLabel(date: LocalDate): string {
  const parsed = parse(date);
  return `${parsed.getUTCDate()} ${monthNames[parsed.getUTCMonth()]} ${parsed.getUTCFullYear()}`;
}

/** "DD/MM/YYYY", the console's short date format. */
export function shortDate(date: LocalDate): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/**
 * Picks a date in a Mantine date picker field: opens its calendar, pages forward to the month and
 * clicks the day of that month (not the same day shown greyed in a neighbouring month).
 */
export async function pickDate(page: Page, field: Locator, date: LocalDate): Promise<void> {
  await field.click();
  const dropdown = page.locator(".mantine-Popover-dropdown").filter({ has: page.locator("table") });
  await expect(dropdown).toBeVisible();
  const day = dropdown.locator(`button[aria-label="${dayLabel(date)}"]:not([data-outside])`);
  for (let pages = 0; pages < 24 && !(await day.isVisible()); pages += 1) {
    await dropdown.locator('[data-direction="next"]').first().click();
  }
  await day.click();
  await expect(dropdown).toBeHidden();
  await expect(field).toHaveText(shortDate(date));
}
