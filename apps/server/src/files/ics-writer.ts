/**
 * The one iCalendar (RFC 5545) writer: a booking's calendar attachment (one event) and a
 * person's calendar feed (many, under the calendar's name). Written by hand rather than with a
 * library: ical-generator 10.2.0 leaves the calendar's NAME unescaped, escapes URL values (a URI,
 * which RFC 5545 does not escape) and ends without the last line's CRLF.
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
  /** STATUS (§3.8.1.11): a cancelled departure stays in a feed, marked so. */
  status?: "CONFIRMED" | "CANCELLED" | undefined;
}

/** A calendar of many events, as a subscribed feed shows it. */
export interface CalendarFeed {
  /** The calendar's name in calendar apps (NAME of RFC 7986, and X-WR-CALNAME for older apps). */
  name: string;
  events: readonly CalendarEvent[];
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

function eventProperties(event: CalendarEvent): [string, string][] {
  const properties: [string, string][] = [
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
  if (event.status) properties.push(["STATUS", event.status]);
  properties.push(["END", "VEVENT"]);
  return properties;
}

function calendarText(head: [string, string][], events: readonly CalendarEvent[]): string {
  const properties: [string, string][] = [
    ["BEGIN", "VCALENDAR"],
    ["VERSION", "2.0"],
    ["PRODID", "-//Stund//Bookings//EN"],
    ["CALSCALE", "GREGORIAN"],
    ...head,
    ...events.flatMap(eventProperties),
    ["END", "VCALENDAR"],
  ];
  return properties.map(([name, value]) => foldIcsLine(`${name}:${value}`)).join("\r\n") + "\r\n";
}

/** A VCALENDAR holding one VEVENT, with CRLF line ends and folded lines. */
export function buildIcs(event: CalendarEvent): string {
  return calendarText([], [event]);
}

/** A published calendar of many VEVENTs with its name; apps are asked to refresh it hourly. */
export function buildIcsFeed(feed: CalendarFeed): string {
  const name = escapeIcsText(feed.name);
  return calendarText(
    [
      ["METHOD", "PUBLISH"],
      ["NAME", name],
      ["X-WR-CALNAME", name],
      ["REFRESH-INTERVAL;VALUE=DURATION", "PT1H"],
      ["X-PUBLISHED-TTL", "PT1H"],
    ],
    feed.events,
  );
}
