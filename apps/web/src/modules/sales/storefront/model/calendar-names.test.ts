import { describe, expect, it } from "vitest";
import { longDay, monthTitle, weekdaysOf } from "./calendar-names";

const locales = { EN: "en-GB", IS: "is-IS" } as const;

describe("calendar names", () => {
  it("writes every day of a year as the browser's own format does, in English and Icelandic", () => {
    for (const language of ["EN", "IS"] as const) {
      const long = new Intl.DateTimeFormat(locales[language], {
        weekday: "long",
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      const month = new Intl.DateTimeFormat(locales[language], {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      for (let i = 0; i < 366; i++) {
        const date = new Date(Date.UTC(2027, 0, 1 + i, 12));
        const day = date.toISOString().slice(0, 10);
        expect(longDay(day, language)).toBe(long.format(date));
        expect(monthTitle(day, language)).toBe(month.format(date));
      }
      const short = new Intl.DateTimeFormat(locales[language], { weekday: "short", timeZone: "UTC" });
      // 2024-01-01 was a Monday.
      expect(weekdaysOf(language).map((w) => w.short)).toEqual(
        Array.from({ length: 7 }, (_, i) => short.format(new Date(Date.UTC(2024, 0, 1 + i, 12)))),
      );
    }
  });
});
