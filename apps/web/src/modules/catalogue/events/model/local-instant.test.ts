import { describe, expect, it } from "vitest";
import { isoToLocal, localToIso } from "./local-instant";

describe("localToIso", () => {
  it("reads the wall clock of Atlantic/Reykjavik (UTC all year)", () => {
    expect(localToIso({ date: "2027-06-01", time: "10:30" }, "Atlantic/Reykjavik")).toBe(
      "2027-06-01T10:30:00.000Z",
    );
  });

  it("follows daylight saving time in Europe/Berlin", () => {
    expect(localToIso({ date: "2027-07-01", time: "10:30" }, "Europe/Berlin")).toBe(
      "2027-07-01T08:30:00.000Z",
    );
    expect(localToIso({ date: "2027-01-15", time: "10:30" }, "Europe/Berlin")).toBe(
      "2027-01-15T09:30:00.000Z",
    );
  });

  it("gives null for a missing date or a bad time", () => {
    expect(localToIso({ date: null, time: "10:30" }, "Atlantic/Reykjavik")).toBeNull();
    expect(localToIso({ date: "2027-06-01", time: "25:00" }, "Atlantic/Reykjavik")).toBeNull();
  });
});

describe("isoToLocal", () => {
  it("shows an instant on the zone's clock", () => {
    expect(isoToLocal("2027-07-01T08:30:00.000Z", "Europe/Berlin")).toEqual({
      date: "2027-07-01",
      time: "10:30",
    });
  });
});
