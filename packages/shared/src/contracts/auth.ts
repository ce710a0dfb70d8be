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

export const signupBodySchema = z.object({
  email,
  password: z.string().min(passwordMinLength, m.minLength(passwordMinLength)).max(200),
  name: z.string().trim().min(1, m.required).max(defaultMaxLength, m.maxChars(defaultMaxLength)),
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, m.required).max(200),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const userTenantSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  isActivated: z.boolean(),
  roles: z.array(z.enum(tenantRoles)),
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
});
export type GetUserResponse = z.infer<typeof getUserResponseSchema>;

export const sessionResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
});
