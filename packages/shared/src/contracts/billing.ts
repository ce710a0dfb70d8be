import { z } from "zod";
import { subscriptionTiers } from "../enums";

/** docs/product.md §12.1 subscription model: tiers with a monthly EUR price, a fee percent per booking and features. */
export const featureSchema = z.object({
  /** A stable key the console translates (e.g. "projects", "salesUnits", "assets"). */
  name: z.string(),
  /** A count limit; -1 means unlimited; null when the feature is a yes/no. */
  limit: z.number().int().nullable(),
  /** For yes/no features; null when the feature is a count. */
  available: z.boolean().nullable(),
});
export type PlanFeature = z.infer<typeof featureSchema>;

export const tierModelSchema = z.object({
  name: z.enum(subscriptionTiers),
  /** Monthly price in EUR; null for Enterprise ("Contact us") and Trial. */
  price: z.number().nonnegative().nullable(),
  /** Fee in percent of each confirmed booking's total. */
  fees: z.number().min(0).max(100).nullable(),
  /** Length of the trial, for the Trial tier only. */
  trialDays: z.number().int().positive().nullable(),
  features: z.array(featureSchema),
});
export type TierModel = z.infer<typeof tierModelSchema>;

export const subscriptionModelSchema = z.object({
  version: z.number().int(),
  tiers: z.array(tierModelSchema),
});
export type SubscriptionModel = z.infer<typeof subscriptionModelSchema>;

/** Self-service tiers a company can buy (docs/product.md §12.4); "plan name without spaces". */
export const purchasableTiers = ["Basic", "Standard", "Premium"] as const;
export const tierBodySchema = z.object({ subscriptionTier: z.enum(purchasableTiers) });

export const checkoutResponseSchema = z.object({ checkoutId: z.string(), redirectUrl: z.string() });

export const prorationSchema = z.object({
  tier: z.enum(subscriptionTiers),
  currency: z.literal("EUR"),
  /** Unused part of the current plan, credited. */
  credit: z.number(),
  /** The new plan for the rest of the period. */
  charge: z.number(),
  /** What is charged now: charge - credit, never negative. */
  amount: z.number(),
  periodEnd: z.string(),
  computedAt: z.string(),
});
export type Proration = z.infer<typeof prorationSchema>;

export const invoiceLineSchema = z.object({
  kind: z.enum(["subscription", "proration", "bookingFee", "bookingFeeReversal"]),
  description: z.string(),
  amount: z.number(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(["draft", "open", "paid", "failed", "void"]),
  currency: z.literal("EUR"),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  total: z.number(),
  lines: z.array(invoiceLineSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentMethodSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethodCard = z.infer<typeof paymentMethodSchema>;
