import { currencyMinorDigits, roundToMinor } from "@stund/shared/money/money";
import { z } from "zod";
import { invalidFields, RapydFakeError } from "./fake-envelope";

/**
 * The request bodies the fake accepts, checked as Rapyd checks them. The fake keeps its own
 * reading of each currency's decimals, so that a conversion mistake in a client shows up as a
 * refused amount.
 */
const digitsTable = currencyMinorDigits as Record<string, number | undefined>;

function digitsOf(currency: string): number {
  const digits = digitsTable[currency];
  if (digits === undefined) throw invalidFields(`The currency ${currency} is not supported.`);
  return digits;
}

/** Major units to whole minor units, for sums that must not drift (refunded so far). */
export const minorOf = (amount: number, currency: string) => roundToMinor(amount, digitsOf(currency));
export const majorOf = (minor: number, currency: string) => minor / 10 ** digitsOf(currency);

/** Why an amount does not fit its currency, or null when it does. */
function amountProblem(value: number, currency: string): string | null {
  const digits = digitsTable[currency];
  if (digits === undefined) return `The currency ${currency} is not supported.`;
  const minor = value * 10 ** digits;
  if (Math.abs(minor - Math.round(minor)) > 1e-6) {
    return `The amount ${value} has more decimals than ${currency} allows.`;
  }
  return null;
}

/** An amount in a currency known only later (a refund's is its payment's): positive and fitting. */
export function checkedAmount(value: number, currency: string): number {
  const problem = amountProblem(value, currency);
  if (problem) throw invalidFields(`amount: ${problem}`);
  return value;
}

const webUrl = z.url({ protocol: /^https?$/ });
const amount = z.number().positive().max(1e9);
const currency = z.string().regex(/^[A-Z]{3}$/);
const country = z.string().regex(/^[A-Z]{2}$/);
const reference = z.string().max(255).optional();
const text = z.string().max(500).optional();
const strings = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
  .optional()
  .transform((value) => Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, String(v)])));

/** The amount fits the body's currency. */
function priced<T extends z.ZodType<{ amount: number; currency: string }>>(schema: T) {
  return schema.superRefine((body, context) => {
    const problem = amountProblem(body.amount, body.currency);
    if (problem) context.addIssue({ code: "custom", path: ["amount"], message: problem });
  });
}

export const customerBody = z.object({
  name: z.string().min(1).max(255),
  email: z.string().max(255),
  metadata: strings,
});

export const checkoutBody = priced(
  z.object({
    amount,
    currency,
    country,
    customer: z.string().optional(),
    merchant_reference_id: reference,
    complete_checkout_url: webUrl.optional(),
    cancel_checkout_url: webUrl.optional(),
    description: text,
    language: z.string().max(10).optional(),
    page_expiration: z.number().int().optional(),
    metadata: strings,
  }),
);

export const cardPageBody = z.object({
  customer: z.string(),
  country: country.optional(),
  merchant_reference_id: reference,
  complete_url: webUrl,
  cancel_url: webUrl,
});

export const paymentBody = priced(
  z.object({
    amount,
    currency,
    customer: z.string(),
    payment_method: z.string().optional(),
    merchant_reference_id: reference,
    description: text,
    metadata: strings,
    capture: z.literal(true).optional(),
  }),
);

export const paymentLinkBody = priced(
  z.object({
    amount,
    amount_is_editable: z.boolean().optional(),
    currency,
    country,
    language: z.string().max(10).optional(),
    merchant_reference_id: reference,
    max_payments: z.number().int().positive().optional(),
    checkout: strings,
  }),
);

export const refundBody = z.object({
  payment: z.string(),
  amount: amount.optional(),
  reason: text,
  merchant_reference_id: reference,
});

/** A body as JSON text, read with `schema`; anything else is refused as Rapyd refuses it. */
export function parseBody<T extends z.ZodType>(schema: T, raw: string): z.infer<T> {
  // PostgreSQL text cannot hold NUL; refuse it here rather than fail in SQL.
  if (raw.includes("\\u0000")) throw invalidFields("The body contains a NUL character.");
  let json: unknown;
  try {
    json = raw !== "" ? JSON.parse(raw) : {};
  } catch {
    throw new RapydFakeError(400, "INVALID_JSON", "The body is not valid JSON.");
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidFields(`${issue?.path.join(".") || "body"}: ${issue?.message}`);
  }
  return result.data;
}
