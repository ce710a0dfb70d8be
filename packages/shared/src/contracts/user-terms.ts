import { z } from "zod";
import { platformDocumentTypes } from "../enums";

export const userTermsResponseSchema = z.object({
  termsAndConditionAccepted: z.boolean(),
  privacyPolicyAccepted: z.boolean(),
});
export type UserTermsResponse = z.infer<typeof userTermsResponseSchema>;

export const platformDocumentTypeSchema = z.enum(platformDocumentTypes);

export const platformDocumentSchema = z.object({
  type: platformDocumentTypeSchema,
  version: z.number().int(),
  content: z.string(),
  publishedAt: z.string(),
});
export type PlatformDocument = z.infer<typeof platformDocumentSchema>;

export const publishDocumentBodySchema = z.object({
  content: z.string().trim().min(1, "Value is required").max(200_000),
});
