import { useEffect, useMemo, useState } from "react";
import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { useDepartures } from "../api/storefront-api";
import {
  departuresByDay,
  firstBookableDay,
  isBookable,
  monthOf,
  monthRange,
  monthToLookAt,
} from "../model/departures";

/**
 * The month shown, the day and the departure chosen, and that month's departures. The picker
 * opens on the first month with seats, looking up to a year ahead (back on the current month when
 * none has any); once the customer turns a month themselves, it stays where they put it. Until
 * the customer picks a day, the month's first day with seats is shown; a day with a single
 * departure that has seats has it chosen already. The chosen departure always carries the seats
 * last read.
 */
export function useDeparturePicker(tenant: string, experienceId: string) {
  const [firstMonth] = useState(() => monthOf(new Date()));
  const [month, setMonthState] = useState(firstMonth);
  const [looking, setLooking] = useState(true);
  const [nothingAhead, setNothingAhead] = useState(false);
  const [chosenDay, setChosenDay] = useState<string | undefined>();
  const [chosenEventId, setChosenEventId] = useState<string | undefined>();
  const range = useMemo(() => monthRange(month, new Date()), [month]);
  const query = useDepartures(tenant, experienceId, range);
  const byDay = useMemo(() => departuresByDay(query.data ?? []), [query.data]);
  const firstDay = firstBookableDay(byDay);

  // A month read without seats moves the picker on to the next; a failed read stops it there.
  const monthDone = query.isSuccess || query.isError || !range;
  useEffect(() => {
    if (!looking || !monthDone) return;
    const next = firstDay || query.isError ? null : monthToLookAt(firstMonth, month);
    if (next) {
      setMonthState(next);
      return;
    }
    setLooking(false);
    if (firstDay || query.isError) return;
    setNothingAhead(true);
    setMonthState(firstMonth);
  }, [looking, monthDone, firstDay, query.isError, firstMonth, month]);

  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : firstDay;
  const departures: PublicEvent[] = day ? (byDay.get(day) ?? []) : [];
  const bookable = departures.filter(isBookable);
  const selected =
    departures.find((event) => event.id === chosenEventId) ??
    (bookable.length === 1 && departures.length === 1 ? bookable[0] : undefined);

  return {
    month,
    setMonth: (next: string) => {
      setLooking(false);
      setNothingAhead(false);
      setMonthState(monthOf(next));
      setChosenDay(undefined);
      setChosenEventId(undefined);
    },
    /** Still looking ahead for the first month with seats. */
    looking,
    /** Looked a year ahead and found no departure with seats. */
    nothingAhead,
    day,
    setDay: (next: string) => {
      setChosenDay(next);
      setChosenEventId(undefined);
    },
    byDay,
    departures,
    selected,
    select: setChosenEventId,
    query,
  };
}

export type DeparturePicker = ReturnType<typeof useDeparturePicker>;
