/**
 * The FullCalendar part of the availability screen, loaded on its own (React.lazy) so the
 * calendar library is a separate chunk.
 */
import type { DatesSetArg, EventClickArg, EventContentArg } from "@fullcalendar/core";
import enGbLocale from "@fullcalendar/core/locales/en-gb";
import isLocale from "@fullcalendar/core/locales/is";
import dayGridPlugin from "@fullcalendar/daygrid";
import listPlugin from "@fullcalendar/list";
import FullCalendar from "@fullcalendar/react";
import timeGridPlugin from "@fullcalendar/timegrid";
import { useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Language } from "@stund/shared/enums";
import { toCalendarEvent } from "../model/calendar-events";
import { calendarTitle, dayHeaderLabel, shortDate, weekdayLabel } from "../model/calendar-labels";
import { firstHourToShow, nowInZone, wallClockOf, type WallRange } from "../model/calendar-range";
import { isCalendarView, type CalendarView } from "../model/calendar-views";
import { CalendarEventContent } from "./calendar-event-content";
import { CalendarToolbar } from "./calendar-toolbar";

export interface AvailabilityCalendarProps {
  events: readonly StundEvent[];
  selectedIds: ReadonlySet<string>;
  language: Language;
  /** The project's IANA time zone, once known, for "today". */
  timeZone: string | undefined;
  initialView: CalendarView;
  /** A local date "YYYY-MM-DD" to open on. */
  initialDate?: string;
  onRangeChange: (range: WallRange) => void;
  onEventClick: (id: string) => void;
}

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin];
const locales = [enGbLocale, isLocale];
const timeFormat = { hour: "2-digit", minute: "2-digit", hour12: false } as const;
/** FullCalendar's colours from the Mantine theme, so the grid follows the console's look. */
const calendarTheme = {
  "--fc-border-color": "var(--mantine-color-default-border)",
  "--fc-page-bg-color": "var(--mantine-color-body)",
  "--fc-neutral-bg-color": "var(--mantine-color-default-hover)",
  "--fc-today-bg-color": "var(--mantine-primary-color-light)",
  "--fc-list-event-hover-bg-color": "var(--mantine-color-default-hover)",
  "--fc-now-indicator-color": "var(--mantine-color-red-filled)",
} as CSSProperties;

export default function AvailabilityCalendar(props: AvailabilityCalendarProps) {
  const { onRangeChange, onEventClick, timeZone, language, selectedIds } = props;
  const { t } = useTranslation();
  const calendar = useRef<FullCalendar>(null);
  const [view, setView] = useState<CalendarView>(props.initialView);
  const [period, setPeriod] = useState<{ view: string; start: Date; end: Date } | null>(null);
  // Worked out on each render, so the title follows the language toggle at once.
  const title = period ? calendarTitle(period.view, period.start, period.end, t) : "";
  const inputs = useMemo(
    () => props.events.map((event) => toCalendarEvent(event, language, selectedIds.has(event.id))),
    [props.events, language, selectedIds],
  );
  const api = () => calendar.current?.getApi();
  const timeGrid = view.startsWith("timeGrid");
  const scrollTime = firstHourToShow(props.events);

  // The time grid gets its fixed height only after the view changed, so scroll once it has it.
  useEffect(() => {
    if (timeGrid) calendar.current?.getApi().scrollToTime(scrollTime);
    // Only on a new view or period: a live update must not move the grid under the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeGrid, title]);

  const datesSet = (arg: DatesSetArg) => {
    setPeriod({ view: arg.view.type, start: arg.view.currentStart, end: arg.view.currentEnd });
    if (isCalendarView(arg.view.type)) setView(arg.view.type);
    onRangeChange({ start: wallClockOf(arg.start), end: wallClockOf(arg.end) });
  };
  const eventClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    onEventClick(arg.event.id);
  };

  return (
    <div data-testid="availability-calendar" style={calendarTheme}>
      <CalendarToolbar
        title={title}
        view={view}
        onView={(next) => api()?.changeView(next)}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
      />
      <FullCalendar
        ref={calendar}
        plugins={plugins}
        locales={locales}
        locale={language === "IS" ? "is" : "en-gb"}
        // Wall-clock times of the project's zone are passed without an offset (calendar-range.ts).
        timeZone="UTC"
        now={() => nowInZone(timeZone)}
        initialView={props.initialView}
        initialDate={props.initialDate}
        headerToolbar={false}
        height={timeGrid ? 720 : "auto"}
        scrollTime={scrollTime}
        allDaySlot={false}
        eventTimeFormat={timeFormat}
        slotLabelFormat={timeFormat}
        dayHeaderContent={(arg) => dayHeaderLabel(arg.date, timeGrid, t)}
        listDayFormat={(arg) => `${weekdayLabel(arg.date.marker, t)} ${shortDate(arg.date.marker)}`}
        listDaySideFormat={false}
        eventDisplay="block"
        dayMaxEvents={4}
        navLinks
        nowIndicator
        events={inputs}
        eventContent={(arg: EventContentArg) => <CalendarEventContent arg={arg} />}
        eventClick={eventClick}
        datesSet={datesSet}
      />
    </div>
  );
}
