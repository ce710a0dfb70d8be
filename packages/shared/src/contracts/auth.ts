import { z } from "zod";
import { projectRoles, tenantRoles } from "../enums";
import { defaultMaxLength, validationMessages as m } from "./validation-messages";

const email = z
  .string()
  .trim()
  .min(1, m.required)
  .max(defaultMaxLength, m.maxChars(defaultMaxLength))
  .pipe(z.email(m.email))
  .transform((v) => v.toLowerCase());

export const passwordMinLength = 10;

/** The rules of a new password, the same at sign-up, reset and change. */
export const newPasswordSchema = z.string().min(passwordMinLength, m.minLength(passwordMinLength)).max(200);

/** An email address as sign-in reads it: trimmed and in lower case. */
export const emailSchema = email;

export const signupBodySchema = z.object({
  email,
  password: newPasswordSchema,
  name: z.string().trim().min(1, m.required).max(defaultMaxLength, m.maxChars(defaultMaxLength)),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, m.required).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/**
 * The answer to a right password: signed in, or, for an account with two-factor sign-in, a
 * challenge to answer with a code before any session exists.
 */
export const loginResponseSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userTenantSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  isActivated: z.boolean(),
  roles: z.array(z.enum(tenantRoles)),
  /** The company asks every staff member to sign in with two-factor. */
  requireTwoFactor: z.boolean(),
});

export const getUserResponseSchema = z.object({
  authenticated: z.boolean(),
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  isSuperAdmin: z.boolean(),
  /** Roles in the requested tenant; empty for __notset__. */
  roles: z.array(z.string()),
  tenantRoles: z.array(z.enum(tenantRoles)),
  projectRoles: z.record(z.string(), z.array(z.enum(projectRoles))),
  tenants: z.array(userTenantSchema),
  twoFactorEnabled: z.boolean(),
});
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

export const sessionResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
