import { describe, expect, it } from "vitest";
import { scheduleBodySchema, type Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { contractErrors } from "./contract-errors";
import { emptyScheduleValues, scheduleDraft, scheduleToValues, toScheduleBody } from "./schedule-form-values";

const projectId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";

function openHoursValues() {
  const values = emptyScheduleValues("project");
  values.name = "Spa";
  values.kind = "OpenHours";
  values.openHours.days.Monday.ranges = [{ open: "10:00", close: "18:00" }];
  values.openHours.days.Wednesday.ranges = [
    { open: "10:00", close: "12:00" },
    { open: "13:00", close: "12:30" },
  ];
  values.openHours.capacityPerSlot = 8;
  return values;
}

describe("schedule form values", () => {
  it("puts an opening's error on its weekday and range", () => {
    const draft = scheduleDraft(openHoursValues(), projectId);
    expect(contractErrors(scheduleBodySchema, draft.input, draft.fieldOf)).toEqual({
      "openHours.days.Wednesday.ranges.1.close": "scheduleSettings.validation.closeAfterOpen",
    });
  });

  it("puts a missing weekday and a missing number on their fields", () => {
    const values = emptyScheduleValues("tenant");
    values.name = "Departures";
    let draft = scheduleDraft(values, null);
    expect(contractErrors(scheduleBodySchema, draft.input, draft.fieldOf)).toEqual({
      "scheduledEvent.days": "scheduleSettings.validation.weekdayRequired",
    });
    values.kind = "AssetType";
    draft = scheduleDraft(values, null);
    expect(contractErrors(scheduleBodySchema, draft.input, draft.fieldOf)).toEqual({
      "assetType.assetId": "Value is required",
      "assetType.maxDuration": "Value is required",
    });
  });

  it("drops the project and the experience of a company-wide schedule", () => {
    const values = openHoursValues();
    values.openHours.days.Wednesday.ranges = [];
    values.experienceId = "9a3e4b1c-1111-4c2d-8e3f-000000000001";
    expect(toScheduleBody(values, projectId)).toMatchObject({ projectId, experienceId: values.experienceId });
    values.level = "tenant";
    expect(toScheduleBody(values, projectId)).toMatchObject({ projectId: null, experienceId: null });
  });

  it("reads a saved schedule back into the same body", () => {
    const values = openHoursValues();
    values.openHours.days.Wednesday.ranges[1] = { open: "13:00", close: "17:00" };
    values.openHours.closures = ["2026-12-25", "2026-12-24"];
    const body = toScheduleBody(values, projectId);
    const saved: Schedule = {
      id: "s1",
      projectId,
      experienceId: null,
      name: body.name,
      kind: "OpenHours",
      description: "",
      rule: scheduleBodySchema.parse(body).rule,
      createdAt: "2026-01-01T00:00:00Z",
      updatedAt: "2026-01-01T00:00:00Z",
    };
    expect(body.rule).toMatchObject({ closures: ["2026-12-24", "2026-12-25"] });
    expect(toScheduleBody(scheduleToValues(saved), projectId)).toEqual(body);
  });
});
