import type { EventInput } from "@fullcalendar/core";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { EventStatus, Language } from "@stund/shared/enums";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { mantineColourOf } from "../../../../components/alerts/alert-colour";
import { fillColour } from "../../../../lib/formats/fill-colour";

/** What the calendar needs to draw one event beyond its times. */
export interface CalendarEventProps {
  event: StundEvent;
  selected: boolean;
}

/** The experience's name in the console language, English when there is no translation. */
export function experienceNameOf(event: Pick<StundEvent, "experienceName">, language: Language): string {
  return (language === "IS" ? event.experienceName.IS : "") || event.experienceName.EN;
}

/** An instant as the wall clock of `zone`, "YYYY-MM-DDTHH:mm"; null when either is unreadable. */
export function wallClockIn(instant: string, zone: string): string | null {
  try {
    const zoned = utcToZoned(new Date(instant), zone);
    return `${zoned.date}T${zoned.time}`;
  } catch {
    return null;
  }
}

/** The end in the event's own time zone, as "YYYY-MM-DDTHH:mm". */
export function localEndOf(event: Pick<StundEvent, "end" | "timeZone" | "localStart">): string {
  return wallClockIn(event.end, event.timeZone) ?? event.localStart;
}

/**
 * One event as FullCalendar input: local wall-clock start and end without an offset (the
 * calendar runs in UTC mode, see calendar-range.ts), coloured by fill.
 */
export function toCalendarEvent(event: StundEvent, language: Language, selected: boolean): EventInput {
  const colour = mantineColourOf(fillColour(event));
  const extendedProps: CalendarEventProps = { event, selected };
  return {
    id: event.id,
    title: experienceNameOf(event, language),
    start: `${event.localStart.slice(0, 16)}:00`,
    end: `${localEndOf(event)}:00`,
    backgroundColor: `var(--mantine-color-${colour}-light)`,
    borderColor: selected ? "var(--mantine-color-dark-filled)" : `var(--mantine-color-${colour}-filled)`,
    textColor: `var(--mantine-color-${colour}-light-color)`,
    extendedProps,
  };
}

export interface EventFilters {
  /** Experiences to show; empty shows all. */
  experienceIds: string[];
  tag: string | null;
  status: EventStatus | null;
}

export const noFilters: EventFilters = { experienceIds: [], tag: null, status: null };

/** Filters the API cannot apply in one call: several experiences at once. */
export function matchesExperiences(event: StundEvent, experienceIds: readonly string[]): boolean {
  return experienceIds.length === 0 || experienceIds.includes(event.experienceId);
}
