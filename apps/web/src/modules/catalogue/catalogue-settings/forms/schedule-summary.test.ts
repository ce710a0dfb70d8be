import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import type { Schedule, ScheduleRule } from "@stund/shared/contracts/catalogue/schedules";
import { initTestI18n } from "../../../../components/testing/test-i18n";
import { scheduleSummary, weekdaysLabel } from "./schedule-summary";

const scheduleWith = (rule: ScheduleRule): Schedule => ({
  id: "s1",
  projectId: null,
  experienceId: null,
  name: "Summer",
  kind: rule.kind,
  description: "",
  rule,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
});

const workWeek = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

beforeAll(() => initTestI18n("EN"));

describe("schedule summaries", () => {
  it("names runs of three or more days as a range", () => {
    const t = i18n.t.bind(i18n);
    expect(weekdaysLabel([...workWeek], t)).toBe("Mon–Fri");
    expect(weekdaysLabel(["Saturday", "Sunday"], t)).toBe("Sun, Sat");
    expect(weekdaysLabel(["Monday", "Tuesday", "Thursday"], t)).toBe("Mon, Tue, Thu");
  });

  it("groups fixed start times by day", () => {
    const summary = scheduleSummary(
      scheduleWith({
        kind: "ScheduledEvent",
        slots: [
          ...workWeek.map((weekday) => ({ weekday, times: ["14:00", "09:00"] })),
          { weekday: "Saturday", times: ["10:00"] },
        ],
      }),
      i18n.t.bind(i18n),
    );
    expect(summary).toBe("Mon–Fri 09:00, 14:00; Sat 10:00");
  });

  it("gives opening hours with the slot length and capacity", () => {
    const summary = scheduleSummary(
      scheduleWith({
        kind: "OpenHours",
        hours: workWeek.map((weekday) => ({ weekday, open: "10:00", close: "18:00" })),
        slotMinutes: 30,
        capacityPerSlot: 8,
        closures: ["2026-12-24", "2026-12-25"],
      }),
      i18n.t.bind(i18n),
    );
    expect(summary).toBe("Mon–Fri 10:00–18:00, 30 min slots × 8, 2 closed days");
  });

  it("names the pool and the rental range", () => {
    const rule: ScheduleRule = {
      kind: "AssetType",
      assetId: "5b0c2a57-2222-4c2d-8e3f-000000000001",
      durationUnit: "Days",
      minDuration: 1,
      maxDuration: 5,
    };
    expect(scheduleSummary(scheduleWith(rule), i18n.t.bind(i18n), "Super jeep")).toBe("Super jeep: 1–5 Days");
    expect(scheduleSummary(scheduleWith({ ...rule, maxDuration: 1 }), i18n.t.bind(i18n))).toBe("1 day");
  });
});
