import type { Language } from "@stund/shared/enums";

/**
 * Month and weekday names as the browsers' own formats write them (en-GB, is-IS), kept here so
 * a customer page can write its days without making a date format first: on a phone the first
 * one costs a tenth of a second while it loads the locale data. A test holds them to Intl's.
 */
const names: Record<Language, { months: string[]; weekdays: string[]; short: string[] }> = {
  EN: {
    months: [
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
    ],
    weekdays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    short: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  },
  IS: {
    months: [
      "janúar",
      "febrúar",
      "mars",
      "apríl",
      "maí",
      "júní",
      "júlí",
      "ágúst",
      "september",
      "október",
      "nóvember",
      "desember",
    ],
    weekdays: [
      "mánudagur",
      "þriðjudagur",
      "miðvikudagur",
      "fimmtudagur",
      "föstudagur",
      "laugardagur",
      "sunnudagur",
    ],
    short: ["mán.", "þri.", "mið.", "fim.", "fös.", "lau.", "sun."],
  },
};

function partsOf(day: string): { year: number; month: number; date: number; weekday: number } {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  // Monday is 0.
  const weekday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return { year, month, date, weekday };
}

/** "Saturday, 28 November 2026" / "laugardagur, 28. nóvember 2026" for a day (YYYY-MM-DD). */
export function longDay(day: string, language: Language): string {
  const { year, month, date, weekday } = partsOf(day);
  const own = names[language];
  return language === "IS"
    ? `${own.weekdays[weekday]}, ${date}. ${own.months[month - 1]} ${year}`
    : `${own.weekdays[weekday]}, ${date} ${own.months[month - 1]} ${year}`;
}

/** "November 2026" / "nóvember 2026" for the month of a day. */
export function monthTitle(day: string, language: Language): string {
  const { year, month } = partsOf(day);
  return `${names[language].months[month - 1]} ${year}`;
}

/** Monday to Sunday, short and long. */
export function weekdaysOf(language: Language): { short: string; long: string }[] {
  return names[language].weekdays.map((long, i) => ({ long, short: names[language].short[i]! }));
}
