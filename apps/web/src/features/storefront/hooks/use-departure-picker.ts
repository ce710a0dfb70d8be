import { useMemo, useState } from "react";
import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { useDepartures } from "../api/storefront-api";
import { departuresByDay, firstBookableDay, isBookable, monthOf, monthRange } from "../model/departures";

/**
 * The month shown, the day and the departure chosen, and that month's departures. Until the
 * customer picks a day, the month's first day with seats is shown; a day with a single departure
 * that has seats has it chosen already. The chosen departure always carries the seats last read.
 */
export function useDeparturePicker(tenant: string, experienceId: string) {
  const [month, setMonthState] = useState(() => monthOf(new Date()));
  const [chosenDay, setChosenDay] = useState<string | undefined>();
  const [chosenEventId, setChosenEventId] = useState<string | undefined>();
  const range = useMemo(() => monthRange(month, new Date()), [month]);
  const query = useDepartures(tenant, experienceId, range);
  const byDay = useMemo(() => departuresByDay(query.data ?? []), [query.data]);

  const day = chosenDay && byDay.has(chosenDay) ? chosenDay : firstBookableDay(byDay);
  const departures: PublicEvent[] = day ? (byDay.get(day) ?? []) : [];
  const bookable = departures.filter(isBookable);
  const selected =
    departures.find((event) => event.id === chosenEventId) ??
    (bookable.length === 1 && departures.length === 1 ? bookable[0] : undefined);

  return {
    month,
    setMonth: (next: string) => {
      setMonthState(monthOf(next));
      setChosenDay(undefined);
      setChosenEventId(undefined);
    },
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
