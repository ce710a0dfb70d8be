import { z } from "zod";

/** The error body every 4xx/5xx answer carries (RFC 9457 problem details, plus the spec's error code). */
export const problemSchema = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string().optional(),
  errorCode: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const errorCodes = {
  featureAccessDenied: "FeatureAccessDenied",
  validation: "ValidationFailed",
  notAuthorized: "NotAuthorized",
  notFound: "NotFound",
  conflict: "Conflict",
  unauthenticated: "Unauthenticated",
  rateLimited: "RateLimited",
  csrf: "CsrfRejected",
  twoFactorRequired: "TwoFactorRequired",
} as const;

export const okSchema = z.object({ ok: z.literal(true) });
