import { z } from "zod";
import { isValidDate } from "../../scheduling/local-date";
import { defaultMaxLength, validationMessages as m } from "../validation-messages";

export const requiredText = (max = defaultMaxLength) =>
  z.string().trim().min(1, m.required).max(max, m.maxChars(max));
export const optionalText = (max = defaultMaxLength) =>
  z.string().trim().max(max, m.maxChars(max)).default("");

/** Content in both console languages; English is required, Icelandic falls back to it when empty. */
export const bilingualRequired = (max = defaultMaxLength) =>
  z.object({ EN: requiredText(max), IS: optionalText(max) }, { error: m.required });
export const bilingualOptional = (max = defaultMaxLength) =>
  z.object({ EN: optionalText(max), IS: optionalText(max) }).default({ EN: "", IS: "" });
export type Bilingual = { EN: string; IS: string };

export const wholeNumber = (min: number, max: number) =>
  z.number({ error: m.required }).int(m.min(min)).min(min, m.min(min)).max(max, m.max(max));

/** A price in minor units of the tenant's currency (krónur for ISK, cents for EUR). */
export const minorAmount = wholeNumber(0, 100_000_000);

export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date as YYYY-MM-DD")
  .refine(isValidDate, "Use a real calendar date");
export const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time as HH:mm");

export const idParamsSchema = z.object({ id: z.string().uuid() });
