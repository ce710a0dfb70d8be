import type { ExperienceBody } from "@stund/shared/contracts/catalogue/experiences";
import { salesChannels, type Currency } from "@stund/shared/enums";
import type { ExperienceFormValues, NumberValue } from "./experience-form-values";
import { minorUnitsOfInput } from "@stund/shared/money/money";

/** An empty input is left out, so the contract's default or its "Value is required" applies. */
function numberOrUndefined(value: NumberValue): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

const numberOrNull = (value: NumberValue) => numberOrUndefined(value) ?? null;

/** Only the options a Dropdown or MultiSelect asks; other types carry none. */
const takesOptions = (type: string) => type === "Dropdown" || type === "MultiSelect";

/**
 * The request body for POST and PUT /experiences, prices in minor units of the currency. A
 * required number left empty goes out as undefined: experienceBodySchema checks the body before
 * it is sent and answers "Value is required" for it.
 */
export function experienceBodyFromValues(values: ExperienceFormValues, currency: Currency): ExperienceBody {
  const tag = values.tag.trim();
  return {
    name: values.name,
    ...(tag ? { tag } : {}),
    shortDescription: values.shortDescription,
    description: values.description,
    status: values.status,
    guideLanguages: values.guideLanguages,
    location: {
      address: values.location.address,
      meetingPoint: values.location.meetingPoint,
      latitude: numberOrNull(values.location.latitude),
      longitude: numberOrNull(values.location.longitude),
    },
    durationMinutes: numberOrUndefined(values.durationMinutes) as number,
    capacity: numberOrUndefined(values.capacity) as number,
    minParticipants: numberOrUndefined(values.minParticipants),
    cutoffMinutes: numberOrUndefined(values.cutoffMinutes),
    maxAdvanceDays: numberOrUndefined(values.maxAdvanceDays),
    ticketCategories: values.ticketCategories.map((category) => {
      const channelPrices: Partial<Record<(typeof salesChannels)[number], number>> = {};
      for (const channel of salesChannels) {
        const price = minorUnitsOfInput(category.channelPrices[channel], currency);
        if (price !== undefined) channelPrices[channel] = price;
      }
      return {
        ...(category.id ? { id: category.id } : {}),
        name: category.name,
        price: minorUnitsOfInput(category.price, currency) as number,
        channelPrices,
        vatRate: numberOrUndefined(category.vatRate),
        minPerBooking: numberOrUndefined(category.minPerBooking),
        maxPerBooking: numberOrUndefined(category.maxPerBooking),
      };
    }),
    customFields: values.customFields.map((field) => ({
      ...(field.id ? { id: field.id } : {}),
      label: field.label,
      type: field.type,
      required: field.required,
      per: field.per,
      options: takesOptions(field.type) ? field.options : [],
    })),
    channels: values.channels,
    assetNeeds: values.assetNeeds.map((need) => ({
      assetId: need.assetId,
      quantity: numberOrUndefined(need.quantity) as number,
      per: need.per,
    })),
    cancellationPolicy: {
      freeUntilHours: numberOrUndefined(values.cancellationPolicy.freeUntilHours) as number,
      feePercent: numberOrUndefined(values.cancellationPolicy.feePercent) as number,
    },
    images: values.images,
  };
}
