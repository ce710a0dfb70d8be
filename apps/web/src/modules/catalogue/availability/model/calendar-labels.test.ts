import { describe, expect, it } from "vitest";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import type { TFunction } from "i18next";
import { calendarTitle, dayHeaderLabel } from "./calendar-labels";

const tIn = (language: "EN" | "IS") => {
  const texts = catalogueFor(language);
  return ((key: string) => texts[key] ?? key) as unknown as TFunction;
};
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("calendar labels", () => {
  it("names months and weekdays in the console language with dd/MM dates", () => {
    expect(calendarTitle("dayGridMonth", day("2026-11-01"), day("2026-12-01"), tIn("IS"))).toBe(
      "nóvember 2026",
    );
    expect(calendarTitle("dayGridMonth", day("2026-11-01"), day("2026-12-01"), tIn("EN"))).toBe(
      "November 2026",
    );
    expect(calendarTitle("timeGridWeek", day("2026-11-23"), day("2026-11-30"), tIn("EN"))).toBe(
      "23/11/2026 – 29/11/2026",
    );
    expect(calendarTitle("timeGridDay", day("2026-11-24"), day("2026-11-25"), tIn("IS"))).toBe(
      "þri 24/11/2026",
    );
    expect(dayHeaderLabel(day("2026-11-23"), true, tIn("IS"))).toBe("mán 23/11");
    expect(dayHeaderLabel(day("2026-11-29"), false, tIn("EN"))).toBe("Sun");
  });
});
