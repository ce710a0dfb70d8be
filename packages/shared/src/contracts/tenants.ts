import { z } from "zod";
import { isCountryCode } from "../countries";
import { currencies, numberFormatPresets, paymentBrokers, policyTypes, languages } from "../enums";
import { phonePattern } from "./personal-information";
import { defaultMaxLength, validationMessages as m } from "./validation-messages";

const text = (max = defaultMaxLength) => z.string().trim().max(max, m.maxChars(max));
const requiredText = (max = defaultMaxLength) => text(max).min(1, m.required);
const optionalEmail = z.union([z.literal(""), z.email(m.email)]);

export const companyInfoSchema = z.object({
  address: text(),
  postalCode: text(20),
  city: text(),
  email: z.string().trim().max(defaultMaxLength).pipe(optionalEmail),
  phone: text(30).regex(phonePattern, "Only digits, spaces and a leading plus are allowed"),
  companySsn: text(30),
  website: text(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const emptyCompanyInfo: CompanyInfo = {
  address: "",
  postalCode: "",
  city: "",
  email: "",
  phone: "",
  companySsn: "",
  website: "",
};

export const createTenantBodySchema = z.object({
  name: requiredText(),
  identifier: requiredText(63),
  companyInfo: companyInfoSchema.partial().default({}),
});
export type CreateTenantBody = z.input<typeof createTenantBodySchema>;

export const updateTenantBodySchema = z.object({
  name: requiredText(),
  companyInfo: companyInfoSchema,
});
export type UpdateTenantBody = z.infer<typeof updateTenantBodySchema>;

export const activateTenantBodySchema = z.object({ identifier: requiredText(63) });

export const unknownCountryMessage = "Choose a country from the list";

export const billingInfoSchema = z.object({
  companySsn: z.string().trim().min(1, m.companySsnRequired).max(30, m.maxChars(30)),
  countryCode: z
    .string()
    .trim()
    .min(1, { message: m.billingCountryRequired, abort: true })
    .toUpperCase()
    .refine(isCountryCode, unknownCountryMessage),
  email: z
    .string()
    .trim()
    .min(1, m.billingEmailRequired)
    .max(defaultMaxLength)
    .pipe(z.email(m.billingEmailInvalid)),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

/** Whether the runtime knows the IANA zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const socialLinksSchema = z.object({
  LinkedIn: text(),
  Instagram: text(),
  Facebook: text(),
  TripAdvisor: text(),
});

export const tenantSettingsSchema = z.object({
  country: z.string().trim().toUpperCase().refine(isCountryCode, unknownCountryMessage),
  currency: z.enum(currencies),
  timeZone: text(64)
    .min(1, { message: m.required, abort: true })
    .refine(isTimeZone, "Choose a time zone from the list"),
  numberFormat: z.enum(numberFormatPresets),
  language: z.enum(languages),
  publicName: text(),
  description: text(2000),
  socialLinks: socialLinksSchema,
  emailSenderName: text(),
  emailReplyTo: z.string().trim().max(defaultMaxLength).pipe(optionalEmail),
  paymentBroker: z.enum(paymentBrokers),
});
export type TenantSettings = z.infer<typeof tenantSettingsSchema>;

export const defaultTenantSettings: TenantSettings = {
  country: "IS",
  currency: "ISK",
  timeZone: "Atlantic/Reykjavik",
  numberFormat: "is-IS",
  language: "EN",
  publicName: "",
  description: "",
  socialLinks: { LinkedIn: "", Instagram: "", Facebook: "", TripAdvisor: "" },
  emailSenderName: "",
  emailReplyTo: "",
  paymentBroker: "None",
};

export const tenantSchema = z.object({
  id: z.string(),
  identifier: z.string(),
  name: z.string(),
  companyInfo: companyInfoSchema,
  billingInfo: z.object({ companySsn: z.string(), countryCode: z.string(), email: z.string() }),
  settings: tenantSettingsSchema,
  logo: z.string().nullable(),
  isDeleted: z.boolean(),
  isActivated: z.boolean(),
  createdAt: z.string(),
  /** Every staff member must sign in with two-factor. */
  requireTwoFactor: z.boolean(),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantListSchema = z.array(tenantSchema);

export const policyTypeSchema = z.enum(policyTypes);
export const policySchema = z.object({
  type: policyTypeSchema,
  content: z.string(),
  updatedAt: z.string().nullable(),
});
export type Policy = z.infer<typeof policySchema>;
/** Both policies, in the order of policyTypes; a policy never written has empty content. */
export const policyListSchema = z.array(policySchema);

export const savePolicyBodySchema = z.object({
  type: policyTypeSchema,
  content: z.string().max(100_000, m.maxChars(100_000)),
});

export const deletePermanentlyBodySchema = z.object({ identifier: requiredText(63) });
