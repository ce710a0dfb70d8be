import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { slotSummaryLabels, summariseSlots } from "./slot-summary";
import type { SlotValue } from "./slots";

const weekdaysAt = (times: string[]): SlotValue[] =>
  (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const).map((weekday) => ({ weekday, times }));

beforeAll(() => initTestI18n("EN"));

describe("summariseSlots in English", () => {
  const labels = () => slotSummaryLabels(i18n.getFixedT("EN"));

  it("groups Monday to Friday with the same times into a range", () => {
    expect(summariseSlots(weekdaysAt(["14:00", "09:00"]), labels())).toBe("Mon–Fri 09:00, 14:00");
  });

  it("lists days with other times as their own group, ordered Monday first", () => {
    const slots: SlotValue[] = [
      { weekday: "Sunday", times: ["10:00"] },
      { weekday: "Saturday", times: ["10:00"] },
      ...weekdaysAt(["09:00"]),
    ];
    expect(summariseSlots(slots, labels())).toBe("Mon–Fri 09:00; Sat, Sun 10:00");
  });

  it("keeps days that are not consecutive apart and says every day for all seven", () => {
    const apart: SlotValue[] = ["Monday", "Wednesday", "Friday"].map((weekday) => ({
      weekday: weekday as SlotValue["weekday"],
      times: ["08:30"],
    }));
    expect(summariseSlots(apart, labels())).toBe("Mon, Wed, Fri 08:30");
    const week: SlotValue[] = [
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ].map((weekday) => ({ weekday: weekday as SlotValue["weekday"], times: ["12:00"] }));
    expect(summariseSlots(week, labels())).toBe("Every day 12:00");
  });

  it("leaves out days without times and gives nothing for no slots", () => {
    expect(summariseSlots([{ weekday: "Monday", times: [] }], labels())).toBe("");
    expect(summariseSlots([], labels())).toBe("");
  });
});

describe("summariseSlots in Icelandic", () => {
  const labels = () => slotSummaryLabels(i18n.getFixedT("IS"));

  it("uses Icelandic day names", () => {
    expect(summariseSlots(weekdaysAt(["09:00", "14:00"]), labels())).toBe("mán–fös 09:00, 14:00");
    expect(
      summariseSlots(
        [
          { weekday: "Saturday", times: ["10:00"] },
          { weekday: "Tuesday", times: ["18:00"] },
        ],
        labels(),
      ),
    ).toBe("þri 18:00; lau 10:00");
  });

  it("says every day in Icelandic", () => {
    const week: SlotValue[] = [
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ].map((weekday) => ({ weekday: weekday as SlotValue["weekday"], times: ["21:00"] }));
    expect(summariseSlots(week, labels())).toBe("Alla daga 21:00");
  });
});
