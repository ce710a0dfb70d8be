import { describe, expect, it } from "vitest";
import ical, { type VEvent } from "node-ical";
import { buildIcs, buildIcsFeed, escapeIcsText, foldIcsLine, formatIcsDateTime } from "./ics-writer";

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undoes folding (§3.1): a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

const event = {
  uid: "6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c11@stund",
  stamp: new Date("2027-01-02T10:11:12.345Z"),
  start: new Date("2027-01-05T09:00:00Z"),
  end: new Date("2027-01-05T12:30:00Z"),
  summary: "Glacier Walk, Sólheimajökull",
  description: "Booking reference K7F3-9QXA\nManage: https://stund.is/acme/booking/1",
};

describe("iCalendar attachment", () => {
  it("writes UTC date-times in the basic form without fractions", () => {
    expect(formatIcsDateTime(new Date("2027-01-05T09:00:00.999Z"))).toBe("20270105T090000Z");
    expect(formatIcsDateTime(new Date("2026-12-31T23:59:59Z"))).toBe("20261231T235959Z");
  });

  it("escapes backslash, semicolon, comma and every kind of line break", () => {
    expect(escapeIcsText("a\\b;c,d")).toBe("a\\\\b\\;c\\,d");
    expect(escapeIcsText("one\r\ntwo\nthree\rfour")).toBe("one\\ntwo\\nthree\\nfour");
    expect(escapeIcsText("\\n")).toBe("\\\\n");
  });

  it("leaves lines of up to 75 octets alone and folds longer ones with a leading space", () => {
    const exact = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(exact)).toBe(75);
    expect(foldIcsLine(exact)).toBe(exact);
    const long = `DESCRIPTION:${"abcdefghij".repeat(20)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(octets(lines[0]!)).toBe(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it("counts octets, not characters, and never splits a UTF-8 sequence", () => {
    const long = `SUMMARY:${"þórsmörk ".repeat(20)}`;
    const lines = foldIcsLine(long).split("\r\n");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    // "ö" and "ó" take two octets: a 75-character line of them would be far over the limit.
    expect(lines[0]!.length).toBeLessThan(75);
    expect(unfold(lines.join("\r\n"))).toBe(long);
  });

  it("builds one VEVENT in a VCALENDAR with CRLF line ends", () => {
    const ics = buildIcs({ ...event, location: "Skógar; South Iceland, 861", url: "https://stund.is/a,b" });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).trimEnd().split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toEqual(
      expect.arrayContaining([
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "END:VEVENT",
        "UID:6f0b7c1e-3a52-4c1e-9b8f-2d6a1f0e9c11@stund",
        "DTSTAMP:20270102T101112Z",
        "DTSTART:20270105T090000Z",
        "DTEND:20270105T123000Z",
        "SUMMARY:Glacier Walk\\, Sólheimajökull",
        "DESCRIPTION:Booking reference K7F3-9QXA\\nManage: https://stund.is/acme/booking/1",
        "LOCATION:Skógar\\; South Iceland\\, 861",
        "URL:https://stund.is/a,b",
      ]),
    );
    expect(lines.some((line) => line.startsWith("PRODID:"))).toBe(true);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it("leaves LOCATION out when the experience has no address", () => {
    expect(buildIcs({ ...event, location: "  " })).not.toContain("LOCATION");
    expect(buildIcs(event)).not.toContain("LOCATION");
    expect(buildIcs(event)).not.toContain("URL:");
  });
});

describe("iCalendar feed", () => {
  it("writes a named calendar of many events that a calendar parser reads back", () => {
    const second = {
      ...event,
      uid: "second@stund",
      start: new Date("2027-01-06T13:00:00Z"),
      end: new Date("2027-01-06T15:00:00Z"),
      summary: "Whale watching",
      status: "CANCELLED" as const,
    };
    const ics = buildIcsFeed({ name: "Stund – Ísbjörn, ehf. – Helga", events: [event, second] });
    expect(ics.endsWith("\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    const lines = unfold(ics).split("\r\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "METHOD:PUBLISH",
        "NAME:Stund – Ísbjörn\\, ehf. – Helga",
        "X-WR-CALNAME:Stund – Ísbjörn\\, ehf. – Helga",
        "STATUS:CANCELLED",
      ]),
    );
    const parsed = ical.sync.parseICS(ics);
    const events = Object.values(parsed).filter((item) => item?.type === "VEVENT") as VEvent[];
    expect(events.map((item) => item.uid).sort()).toEqual([event.uid, "second@stund"].sort());
    const whale = events.find((item) => item.uid === "second@stund")!;
    expect(whale.start.toISOString()).toBe("2027-01-06T13:00:00.000Z");
    expect(whale.end?.toISOString()).toBe("2027-01-06T15:00:00.000Z");
    expect(whale.status).toBe("CANCELLED");
    expect(String(events.find((item) => item.uid === event.uid)!.summary)).toBe(event.summary);
  });

  it("writes an empty calendar when there is nothing to show", () => {
    const ics = buildIcsFeed({ name: "Stund", events: [] });
    expect(ics).not.toContain("BEGIN:VEVENT");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});
