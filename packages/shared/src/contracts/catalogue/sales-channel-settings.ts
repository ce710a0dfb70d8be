import { z } from "zod";
import { salesChannels } from "../../enums";

/** Title of the answer to a save that would leave the company with no channel to sell on. */
export const enableAtLeastOneChannelMessage = "Enable at least one sales channel";

/** A published experience, named so the console can link to it in a warning. */
export const experienceReferenceSchema = z.object({ id: z.string(), tag: z.string(), name: z.string() });
export type ExperienceReference = z.infer<typeof experienceReferenceSchema>;

/**
 * The company's enabled channels (the body of a save is `salesChannelSettingsSchema`), and the
 * published experiences still offered on a channel that is not enabled, with those channels:
 * nothing sells on them, so the console warns.
 */
export const salesChannelSettingsResponseSchema = z.object({
  enabled: z.array(z.enum(salesChannels)),
  experiencesUsingDisabled: z.array(
    experienceReferenceSchema.extend({ disabledChannels: z.array(z.enum(salesChannels)) }),
  ),
});
export type SalesChannelSettingsResponse = z.infer<typeof salesChannelSettingsResponseSchema>;
