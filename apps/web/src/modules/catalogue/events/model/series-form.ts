import {
  seriesBodySchema,
  type EventTemplate,
  type PriceOverrides,
  type Series,
  type SeriesBody,
} from "@stund/shared/contracts/catalogue/events";
import { zodFormErrors } from "../../../../lib/forms/use-contract-form";
import { priceDraftsFrom, priceOverridesFrom, type PriceDrafts } from "./price-overrides";
import { normaliseSlots, type SlotValue } from "./slots";
import { contractMessageKey } from "./validation-keys";

export type SeriesEndMode = "date" | "count";

/** The series form as the user edits it; "" in a number field means "the experience's value". */
export interface SeriesFormValues extends Record<string, unknown> {
  name: string;
  startDate: string | null;
  endMode: SeriesEndMode;
  endDate: string | null;
  count: number | "";
  slots: SlotValue[];
  excludedDates: string[];
  capacity: number | "";
  durationMinutes: number | "";
  prices: PriceDrafts;
}

/** A new series starting today, filled from a template when one was chosen. */
export function newSeriesValues(
  today: string,
  currency: string,
  template?: EventTemplate | null,
): SeriesFormValues {
  return {
    name: template?.name ?? "",
    startDate: today,
    endMode: "date",
    endDate: null,
    count: "",
    slots: template ? template.slots.map((slot) => ({ weekday: slot.weekday, times: [...slot.times] })) : [],
    excludedDates: [],
    capacity: template?.capacity ?? "",
    durationMinutes: template?.durationMinutes ?? "",
    prices: priceDraftsFrom(template?.priceOverrides, currency),
  };
}

/** A saved series as form values. */
export function seriesValuesFrom(series: Series, currency: string): SeriesFormValues {
  return {
    name: series.name,
    startDate: series.startDate,
    endMode: series.endDate === null && series.count !== null ? "count" : "date",
    endDate: series.endDate,
    count: series.count ?? "",
    slots: series.slots.map((slot) => ({ weekday: slot.weekday, times: [...slot.times] })),
    excludedDates: [...series.excludedDates],
    capacity: series.capacity ?? "",
    durationMinutes: series.durationMinutes ?? "",
    prices: priceDraftsFrom(series.priceOverrides, currency),
  };
}

export interface SeriesBodyContext {
  experienceId: string;
  currency: string;
  categoryIds: readonly string[];
  previousOverrides?: PriceOverrides;
}

const orNull = (value: number | "") => (value === "" ? null : value);

/** The body of POST/PUT event-series. */
export function seriesBodyFrom(values: SeriesFormValues, context: SeriesBodyContext): SeriesBody {
  return {
    experienceId: context.experienceId,
    name: values.name.trim(),
    startDate: values.startDate ?? "",
    endDate: values.endMode === "date" ? values.endDate : null,
    count: values.endMode === "count" ? orNull(values.count) : null,
    slots: normaliseSlots(values.slots),
    excludedDates: [...values.excludedDates].sort(),
    capacity: orNull(values.capacity),
    durationMinutes: orNull(values.durationMinutes),
    priceOverrides: priceOverridesFrom(
      values.prices,
      context.currency,
      context.categoryIds,
      context.previousOverrides,
    ),
  };
}

/** Where a contract error path shows on the form. */
function fieldOf(path: string, values: SeriesFormValues): string {
  if (path.startsWith("slots")) return "slots";
  if (path === "endDate" && values.endMode === "count") return "count";
  if (path.startsWith("priceOverrides")) return "prices";
  return path;
}

/** The series contract's rules on the form's fields, with messages as catalogue keys. */
export function validateSeriesValues(
  values: SeriesFormValues,
  context: SeriesBodyContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.endMode === "count" && values.count === "") errors.count = "validation.required";
  if (!values.startDate) errors.startDate = "validation.required";
  const found = zodFormErrors(seriesBodySchema, seriesBodyFrom(values, context));
  for (const [path, message] of Object.entries(found)) {
    const field = fieldOf(path, values);
    errors[field] ??= contractMessageKey(String(message));
  }
  return errors;
}
