import type { z } from "zod";
import type { createEventBodySchema, EventTemplate } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { localToIso } from "./local-instant";
import { priceDraftsFrom, priceOverridesFrom, type PriceDrafts } from "./price-overrides";

export type CreateEventBody = z.input<typeof createEventBodySchema>;

export interface SingleEventFormValues extends Record<string, unknown> {
  date: string | null;
  time: string;
  capacity: number | "";
  durationMinutes: number | "";
  note: string;
  prices: PriceDrafts;
}

/** Today at no time yet, with the template's or the experience's capacity and duration. */
export function newSingleEventValues(
  today: string,
  experience: Experience,
  template?: EventTemplate | null,
): SingleEventFormValues {
  return {
    date: today,
    time: template?.slots.flatMap((slot) => slot.times).sort()[0] ?? "",
    capacity: template?.capacity ?? experience.capacity,
    durationMinutes: template?.durationMinutes ?? experience.durationMinutes,
    note: template?.note ?? "",
    prices: priceDraftsFrom(template?.priceOverrides, experience.currency),
  };
}

/** The body of POST events; `start` is the local date and time in the project's zone, as ISO. */
export function singleEventBodyFrom(
  values: SingleEventFormValues,
  experience: Experience,
  timeZone: string,
): CreateEventBody {
  return {
    experienceId: experience.id,
    start: localToIso({ date: values.date, time: values.time }, timeZone) ?? "",
    capacity: values.capacity === "" ? undefined : values.capacity,
    durationMinutes: values.durationMinutes === "" ? undefined : values.durationMinutes,
    priceOverrides: priceOverridesFrom(
      values.prices,
      experience.currency,
      experience.ticketCategories.map((category) => category.id),
    ),
    note: values.note.trim(),
  };
}

export function validateSingleEventValues(values: SingleEventFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = "validation.required";
  if (!values.time) errors.time = "validation.required";
  else if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = "events.validation.time";
  if (values.capacity === "") errors.capacity = "validation.required";
  else if (values.capacity < 1) errors.capacity = m.min(1);
  if (values.durationMinutes !== "" && values.durationMinutes < 1) errors.durationMinutes = m.min(1);
  if (values.note.length > 1000) errors.note = m.maxChars(1000);
  return errors;
}
