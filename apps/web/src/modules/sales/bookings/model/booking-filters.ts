import { bookingStatuses, paymentStatuses } from "@stund/shared/bookings/enums";
import { salesChannels } from "@stund/shared/enums";
import { addDays, compareDates, isValidDate } from "@stund/shared/scheduling/local-date";
import { zonedToUtc } from "@stund/shared/scheduling/zoned-time";

/** Rows on one page of the list. */
export const bookingPageSize = 25;

/**
 * The list's filters as the address holds them. Dates are local days of the project's zone, so
 * a shared link means the same days to everyone; they become instants only for the API.
 */
export interface BookingFilterValues {
  q: string;
  from: string;
  to: string;
  experienceId: string;
  status: string;
  paymentStatus: string;
  channel: string;
  salesUnitId: string;
}

export const filterKeys = [
  "q",
  "from",
  "to",
  "experienceId",
  "status",
  "paymentStatus",
  "channel",
  "salesUnitId",
] as const satisfies readonly (keyof BookingFilterValues)[];

export const noBookingFilters: BookingFilterValues = {
  q: "",
  from: "",
  to: "",
  experienceId: "",
  status: "",
  paymentStatus: "",
  channel: "",
  salesUnitId: "",
};

const oneOf = (allowed: readonly string[], value: string | null) =>
  value && allowed.includes(value) ? value : "";
const date = (value: string | null) => (value && isValidDate(value) ? value : "");

/** Reads the filters from the address; values the API would refuse are left out. */
export function filtersFromParams(params: URLSearchParams): BookingFilterValues {
  return {
    q: params.get("q") ?? "",
    from: date(params.get("from")),
    to: date(params.get("to")),
    experienceId: params.get("experienceId") ?? "",
    status: oneOf(bookingStatuses, params.get("status")),
    paymentStatus: oneOf(paymentStatuses, params.get("paymentStatus")),
    channel: oneOf(salesChannels, params.get("channel")),
    salesUnitId: params.get("salesUnitId") ?? "",
  };
}

/** The page number in the address, 1 when missing or unreadable. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Writes changed filters into the address; any change of filter starts again at page 1. */
export function withFilters(params: URLSearchParams, patch: Partial<BookingFilterValues>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) {
    if (!(key in patch)) continue;
    const value = patch[key]?.trim() ?? "";
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete("page");
  return next;
}

export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set("page", String(page));
  else next.delete("page");
  return next;
}

/** A last day before the first one is refused by the API, so the screen flags it and leaves it out. */
export function rangeIsReversed(filters: Pick<BookingFilterValues, "from" | "to">): boolean {
  return Boolean(filters.from && filters.to && compareDates(filters.to, filters.from) < 0);
}

export function hasActiveFilters(filters: BookingFilterValues): boolean {
  return filterKeys.some((key) => filters[key].trim() !== "");
}

export type BookingApiFilter = Partial<Record<(typeof filterKeys)[number], string>>;

/**
 * The filters as the API reads them: `from` is the start of the first day and `to` the start of
 * the day after the last one, both in the project's zone, so the last day is included whole.
 */
export function apiFilter(filters: BookingFilterValues, timeZone: string): BookingApiFilter {
  const reversed = rangeIsReversed(filters);
  const query: BookingApiFilter = {};
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.from) query.from = zonedToUtc(filters.from, "00:00", timeZone).toISOString();
  if (filters.to && !reversed) query.to = zonedToUtc(addDays(filters.to, 1), "00:00", timeZone).toISOString();
  for (const key of ["experienceId", "status", "paymentStatus", "channel", "salesUnitId"] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  return query;
}
