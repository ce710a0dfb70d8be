import { describe, expect, it } from "vitest";
import {
  addDays,
  compareDates,
  daysBetween,
  fromEpochDay,
  isValidDate,
  isValidTime,
  toEpochDay,
  weekdayOf,
} from "./local-date";

describe("local dates", () => {
  it("validates dates, including leap years", () => {
    expect(isValidDate("2027-03-28")).toBe(true);
    expect(isValidDate("2028-02-29")).toBe(true);
    expect(isValidDate("2027-02-29")).toBe(false);
    expect(isValidDate("2100-02-29")).toBe(false);
    expect(isValidDate("2027-13-01")).toBe(false);
    expect(isValidDate("2027-04-31")).toBe(false);
    expect(isValidDate("2027-3-28")).toBe(false);
    expect(isValidDate("2027-03-28T00:00")).toBe(false);
    expect(isValidDate("")).toBe(false);
  });

  it("validates HH:mm times from 00:00 to 23:59", () => {
    expect(isValidTime("00:00")).toBe(true);
    expect(isValidTime("23:59")).toBe(true);
    expect(isValidTime("24:00")).toBe(false);
    expect(isValidTime("09:60")).toBe(false);
    expect(isValidTime("9:00")).toBe(false);
    expect(isValidTime("09:00:00")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-03-28", 0)).toBe("2027-03-28");
    expect(addDays("2027-01-01", 365)).toBe("2028-01-01");
    expect(() => addDays("2027-01-01", 0.5)).toThrow();
    expect(() => addDays("2027-02-30", 1)).toThrow(/date/);
  });

  it("compares dates and counts the days between them", () => {
    expect(compareDates("2027-03-01", "2027-03-02")).toBeLessThan(0);
    expect(compareDates("2027-03-02", "2027-03-01")).toBeGreaterThan(0);
    expect(compareDates("2027-03-01", "2027-03-01")).toBe(0);
    expect(["2027-12-01", "2026-05-05", "2027-01-09"].sort(compareDates)).toEqual([
      "2026-05-05",
      "2027-01-09",
      "2027-12-01",
    ]);
    expect(daysBetween("2027-03-25", "2027-04-01")).toBe(7);
    expect(daysBetween("2027-04-01", "2027-03-25")).toBe(-7);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
  });

  it("gives the weekday of a date, Sunday first as in the enum", () => {
    expect(weekdayOf("2027-03-28")).toBe("Sunday");
    expect(weekdayOf("2027-03-29")).toBe("Monday");
    expect(weekdayOf("1970-01-01")).toBe("Thursday");
    expect(weekdayOf("1969-12-31")).toBe("Wednesday");
    expect(weekdayOf("2000-02-29")).toBe("Tuesday");
  });

  it("round-trips epoch days", () => {
    expect(toEpochDay("1970-01-01")).toBe(0);
    expect(toEpochDay("1969-12-31")).toBe(-1);
    expect(fromEpochDay(toEpochDay("2027-10-31"))).toBe("2027-10-31");
    expect(fromEpochDay(toEpochDay("0099-06-15"))).toBe("0099-06-15");
  });
});
