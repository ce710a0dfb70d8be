import { z } from "zod";
import { subscriptionStatuses, subscriptionTiers } from "../enums";

export const currentSubscriptionSchema = z.object({
  subscriptionType: z.enum(subscriptionTiers),
  subscriptionStatus: z.enum(subscriptionStatuses),
  billingStartDate: z.string(),
  billingEndDate: z.string(),
  cancellationDate: z.string().nullable(),
  unsubscribeDate: z.string().nullable(),
  pendingSubscriptions: z.array(z.object({ tier: z.enum(subscriptionTiers), whenToProcess: z.string() })),
});
export type CurrentSubscription = z.infer<typeof currentSubscriptionSchema>;
/** A tenant that never had a subscription answers null. */
export const currentSubscriptionResponseSchema = currentSubscriptionSchema.nullable();

export const trialDays = 14;
