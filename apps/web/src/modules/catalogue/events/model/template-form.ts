import {
  templateBodySchema,
  type EventTemplate,
  type TemplateBody,
} from "@stund/shared/contracts/catalogue/events";
import { zodFormErrors } from "../../../../lib/forms/use-contract-form";
import { priceDraftsFrom, priceOverridesFrom, type PriceDrafts } from "./price-overrides";
import { normaliseSlots, type SlotValue } from "./slots";
import { contractMessageKey } from "./validation-keys";

/** The template form as the user edits it; "" in a number field means "not set". */
export interface TemplateFormValues extends Record<string, unknown> {
  name: string;
  experienceId: string | null;
  durationMinutes: number | "";
  capacity: number | "";
  cutoffMinutes: number | "";
  slots: SlotValue[];
  prices: PriceDrafts;
  note: string;
}

export function templateValuesFrom(
  template: EventTemplate | undefined,
  currency: string,
): TemplateFormValues {
  return {
    name: template?.name ?? "",
    experienceId: template?.experienceId ?? null,
    durationMinutes: template?.durationMinutes ?? "",
    capacity: template?.capacity ?? "",
    cutoffMinutes: template?.cutoffMinutes ?? "",
    slots: template?.slots.map((slot) => ({ weekday: slot.weekday, times: [...slot.times] })) ?? [],
    prices: priceDraftsFrom(template?.priceOverrides, currency),
    note: template?.note ?? "",
  };
}

export interface TemplateBodyContext {
  currency: string;
  /** Ticket categories of the chosen experience; none without one. */
  categoryIds: readonly string[];
  previous?: EventTemplate;
}

const orNull = (value: number | "") => (value === "" ? null : value);

/** The body of POST/PUT event-templates; asset needs are kept as they were. */
export function templateBodyFrom(values: TemplateFormValues, context: TemplateBodyContext): TemplateBody {
  const sameExperience = context.previous?.experienceId === values.experienceId;
  return {
    name: values.name.trim(),
    experienceId: values.experienceId,
    durationMinutes: orNull(values.durationMinutes),
    capacity: orNull(values.capacity),
    cutoffMinutes: orNull(values.cutoffMinutes),
    priceOverrides: priceOverridesFrom(
      values.prices,
      context.currency,
      context.categoryIds,
      sameExperience ? context.previous?.priceOverrides : {},
    ),
    assetNeeds: context.previous?.assetNeeds ?? [],
    slots: normaliseSlots(values.slots),
    note: values.note.trim(),
  };
}

export function validateTemplateValues(
  values: TemplateFormValues,
  context: TemplateBodyContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const found = zodFormErrors(templateBodySchema, templateBodyFrom(values, context));
  for (const [path, message] of Object.entries(found)) {
    const field = path.startsWith("slots") ? "slots" : path.startsWith("priceOverrides") ? "prices" : path;
    errors[field] ??= contractMessageKey(String(message));
  }
  return errors;
}
