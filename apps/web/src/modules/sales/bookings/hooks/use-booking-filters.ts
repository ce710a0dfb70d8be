import { useDebouncedValue } from "@mantine/hooks";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import {
  filtersFromParams,
  hasActiveFilters,
  noBookingFilters,
  pageFromParams,
  withFilters,
  withPage,
  type BookingFilterValues,
} from "../model/booking-filters";

/** Typing settles for this long before the list is asked again. */
export const searchDelayMs = 300;

/**
 * The list's filters and page, kept in the address so a link, a reload or the way back from a
 * booking shows the same list. The search box answers at once; the address follows once typing
 * settles.
 */
export function useBookingFilters() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => filtersFromParams(params), [params]);
  const page = pageFromParams(params);
  const [search, setSearch] = useState(applied.q);
  const [settled] = useDebouncedValue(search, searchDelayMs);

  useEffect(() => {
    setParams(
      (current) =>
        filtersFromParams(current).q === settled.trim() ? current : withFilters(current, { q: settled }),
      { replace: true },
    );
  }, [settled, setParams]);

  const change = useCallback(
    (patch: Partial<BookingFilterValues>) => {
      if (patch.q !== undefined) setSearch(patch.q);
      const others = { ...patch };
      delete others.q;
      if (Object.keys(others).length === 0) return;
      setParams((current) => withFilters(current, others), { replace: true });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setSearch("");
    setParams((current) => withFilters(current, noBookingFilters), { replace: true });
  }, [setParams]);
  const goToPage = useCallback(
    (next: number) => setParams((current) => withPage(current, next)),
    [setParams],
  );

  return {
    /** What the inputs show, the search as typed. */
    values: { ...applied, q: search },
    /** What the list and the export ask for. */
    applied,
    page,
    active: hasActiveFilters({ ...applied, q: search }),
    change,
    clear,
    goToPage,
  };
}
