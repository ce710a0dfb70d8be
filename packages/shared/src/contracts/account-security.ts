import { z } from "zod";
import { languages } from "../enums";
import { emailSchema, newPasswordSchema } from "./auth";
import { validationMessages as m } from "./validation-messages";

/** Password reset, change of password, other sessions and two-factor sign-in. */

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  /** The language of the page the request came from: the email is written in it. */
  language: z.enum(languages).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1, m.required).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The console's form for a new password with its repetition (the server gets `password` only). */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    message: "accountSecurity.error.passwordsDiffer",
    path: ["repeat"],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

const currentPassword = z.string().min(1, m.required).max(200);

export const changePasswordBodySchema = z.object({
  currentPassword,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema, repeat: z.string() })
  .refine((values) => values.newPassword === values.repeat, {
    message: "accountSecurity.error.passwordsDiffer",
    path: ["repeat"],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** A password typed again to confirm a change to the account's two-factor sign-in. */
export const passwordConfirmationBodySchema = z.object({ password: currentPassword });
export type PasswordConfirmationBody = z.infer<typeof passwordConfirmationBodySchema>;

/** A code of an authenticator app: six digits (spaces between them are allowed and dropped). */
export const totpCodePattern = /^\d{6}$/;
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(totpCodePattern, "Enter the 6-digit code from your authenticator app"));

export const recoveryCodeSchema = z.string().trim().min(1, m.required).max(40);

export const twoFactorCodeBodySchema = z.object({ code: totpCodeSchema });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

export const twoFactorSetupSchema = z.object({
  /** The secret in base32, to type into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an image (a data: address). */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** The second step of a sign-in: the challenge of the first and a code or a recovery code. */
export const twoFactorSignInBodySchema = z
  .object({
    challenge: z.string().min(1, m.required).max(200),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: "Enter either a code or a recovery code",
    path: ["code"],
  });
export type TwoFactorSignInBody = z.infer<typeof twoFactorSignInBodySchema>;

export const twoFactorPolicyBodySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicyBody = z.infer<typeof twoFactorPolicyBodySchema>;
