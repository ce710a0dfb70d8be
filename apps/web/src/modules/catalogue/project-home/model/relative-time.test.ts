import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2027-07-01T12:00:00Z");

describe("relativeTime", () => {
  it("uses the largest fitting unit", () => {
    expect(relativeTime("2027-07-01T11:59:50Z", now, "en")).toBe("10 seconds ago");
    expect(relativeTime("2027-07-01T11:55:00Z", now, "en")).toBe("5 minutes ago");
    expect(relativeTime("2027-07-01T09:00:00Z", now, "en")).toBe("3 hours ago");
    expect(relativeTime("2027-06-30T10:00:00Z", now, "en")).toBe("yesterday");
    expect(relativeTime("2027-06-17T12:00:00Z", now, "en")).toBe("2 weeks ago");
    expect(relativeTime("2027-03-01T12:00:00Z", now, "en")).toBe("4 months ago");
    expect(relativeTime("2025-06-01T12:00:00Z", now, "en")).toBe("2 years ago");
  });

  it("writes Icelandic and gives nothing for an unreadable instant", () => {
    expect(relativeTime("2027-07-01T09:00:00Z", now, "is")).toBe("fyrir 3 klukkustundum");
    expect(relativeTime("not a date", now, "en")).toBe("");
  });
});
