/**
 * A minimal iCalendar (RFC 5545) writer for one event, enough for a booking's calendar
 * attachment: calendar apps import it as a single dated entry.
 */

export interface CalendarEvent {
  /** Globally unique and stable, so importing a later copy updates the same entry. */
  uid: string;
  /** When the calendar object was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location?: string | undefined;
  url?: string | undefined;
}

const maxOctets = 75;
const encoder = new TextEncoder();

/** A UTC date-time in the basic form, e.g. 20270105T090000Z (RFC 5545 §3.3.5, form #2). */
export function formatIcsDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** Escapes a TEXT value (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/**
 * Folds a content line so no line is longer than 75 octets without its CRLF (§3.1): each
 * continuation starts with one space. UTF-8 sequences are never split across lines.
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > maxOctets) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** A VCALENDAR holding one VEVENT, with CRLF line ends and folded lines. */
export function buildIcs(event: CalendarEvent): string {
  const properties: [string, string][] = [
    ["BEGIN", "VCALENDAR"],
    ["VERSION", "2.0"],
    ["PRODID", "-//Stund//Bookings//EN"],
    ["CALSCALE", "GREGORIAN"],
    ["BEGIN", "VEVENT"],
    ["UID", event.uid],
    ["DTSTAMP", formatIcsDateTime(event.stamp)],
    ["DTSTART", formatIcsDateTime(event.start)],
    ["DTEND", formatIcsDateTime(event.end)],
    ["SUMMARY", escapeIcsText(event.summary)],
    ["DESCRIPTION", escapeIcsText(event.description)],
  ];
  if (event.location?.trim()) properties.push(["LOCATION", escapeIcsText(event.location.trim())]);
  // URL is of type URI, not TEXT: it is not escaped.
  if (event.url) properties.push(["URL", event.url]);
  properties.push(["END", "VEVENT"], ["END", "VCALENDAR"]);
  return properties.map(([name, value]) => foldIcsLine(`${name}:${value}`)).join("\r\n") + "\r\n";
}
