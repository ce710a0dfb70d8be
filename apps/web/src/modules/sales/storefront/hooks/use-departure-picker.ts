import { useCallback, useEffect, useMemo, useState } from "react";
import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { fetchDepartures } from "../api/storefront-api";
import {
  departuresByDay,
  firstBookableDay,
  isBookable,
  monthOf,
  monthRange,
  monthToLookAt,
} from "../model/departures";
import { useSite } from "./site-context";

/** A month's read; one of another month (the month before a turn, until its own read starts) is none. */
type Read =
  | { state: "loading" }
  | { state: "done"; month: string; events: PublicEvent[] }
  | { state: "failed"; month: string };

const loading: Read = { state: "loading" };

/**
 * The month shown, the day and the departure chosen, and that month's departures, in the zone
 * where the tour happens. The picker opens on the first month with seats, looking up to a year
 * ahead (back on the current month when none has any); once the customer turns a month
 * themselves, it stays where they put it. Until the customer picks a day, the month's first day
 * with seats is shown; a day with a single departure that has seats has it chosen already. The
 * chosen departure always carries the seats last read.
 */
export function useDeparturePicker(experienceId: string, zone: string) {
  const { request } = useSite();
  const [firstMonth] = useState(() => monthOf(new Date(), zone));
  const [month, setMonthState] = useState(firstMonth);
  const [looking, setLooking] = useState(true);
  const [nothingAhead, setNothingAhead] = useState(false);
  const [chosenDay, setChosenDay] = useState<string | undefined>();
  const [chosenEventId, setChosenEventId] = useState<string | undefined>();
  const [stored, setRead] = useState<Read>(loading);
  const [attempt, setAttempt] = useState(0);
  // Right after a turn the stored read is still the previous month's: looking ahead must not take
  // it for this month's, or it would pass this month by unread.
  const read = stored.state !== "loading" && stored.month !== month ? loading : stored;

  useEffect(() => {
    const range = monthRange(month, new Date(), zone);
    if (!range) {
      setRead({ state: "done", month, events: [] });
      return;
    }
    const controller = new AbortController();
    setRead(loading);
    fetchDepartures(request.tenant, experienceId, range, request.language, controller.signal).then(
      (events) => {
        if (!controller.signal.aborted) setRead({ state: "done", month, events });
      },
      () => {
        if (!controller.signal.aborted) setRead({ state: "failed", month });
      },
    );
    return () => controller.abort();
  }, [request.tenant, request.language, experienceId, month, zone, attempt]);

  const byDay = useMemo(() => departuresByDay(read.state === "done" ? read.events : [], zone), [read, zone]);
  const firstDay = firstBookableDay(byDay);

  // A month read without seats moves the picker on to the next; a failed read stops it there.
  useEffect(() => {
    if (!looking || read.state === "loading") return;
    const next = firstDay || read.state === "failed" ? null : monthToLookAt(firstMonth, month);
    if (next) {
      setMonthState(next);
      return;
    }
    setLooking(false);
    if (firstDay || read.state === "failed") return;
    setNothingAhead(true);
    setMonthState(firstMonth);
  }, [looking, read.state, firstDay, firstMonth, month]);

  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : firstDay;
  const departures: PublicEvent[] = day ? (byDay.get(day) ?? []) : [];
  const bookable = departures.filter(isBookable);
  const selected =
    departures.find((event) => event.id === chosenEventId) ??
    (bookable.length === 1 && departures.length === 1 ? bookable[0] : undefined);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    zone,
    firstMonth,
    month,
    setMonth: (next: string) => {
      setLooking(false);
      setNothingAhead(false);
      setMonthState(next);
      setChosenDay(undefined);
      setChosenEventId(undefined);
    },
    /** Still looking ahead for the first month with seats. */
    looking,
    /** Looked a year ahead and found no departure with seats. */
    nothingAhead,
    loading: read.state === "loading",
    failed: read.state === "failed",
    loaded: read.state === "done",
    reload,
    day,
    setDay: (next: string) => {
      setChosenDay(next);
      setChosenEventId(undefined);
    },
    byDay,
    departures,
    selected,
    select: setChosenEventId,
    /** Shows a departure chosen elsewhere on the page (the list of next departures). */
    show: (event: PublicEvent, eventDay: string) => {
      setLooking(false);
      setNothingAhead(false);
      setMonthState(`${eventDay.slice(0, 7)}-01`);
      setChosenDay(eventDay);
      setChosenEventId(event.id);
    },
  };
}

export type DeparturePicker = ReturnType<typeof useDeparturePicker>;
