import { z } from "zod";
import { payoutTimings } from "../bookings/enums";
import { currencies, type PaymentBroker } from "../enums";
import { validationMessages as m } from "./validation-messages";

/**
 * The company's active payment broker: the spec's PaymentBroker values (Rapyd, ValitorPay, Teya,
 * Straumur, None) plus Sandbox, the built-in test broker whose hosted page is served by our own
 * server. Sandbox is the default where the server allows it, so a fresh installation can take
 * (test) payments without an account anywhere; no money moves through it.
 */
export const activeBrokers = ["Sandbox", "Rapyd", "ValitorPay", "Teya", "Straumur", "None"] as const;
export type ActiveBroker = (typeof activeBrokers)[number];

/** Every credential any broker takes; a broker uses some of them (see brokerProfiles). */
export const credentialFieldNames = [
  "accessKey",
  "secretKey",
  "merchantId",
  "paymentGatewayId",
  "clientId",
  "clientSecret",
  "apiKey",
  "hmacKey",
  "terminalIdentifier",
  "verificationCode",
] as const;
export type CredentialFieldName = (typeof credentialFieldNames)[number];

/**
 * A secret is hinted as "••••"; an identifier that is not secret shows its last 4 characters so
 * staff can tell which account is configured.
 */
export const credentialFields: Record<CredentialFieldName, { label: string; secret: boolean }> = {
  accessKey: { label: "Access key", secret: false },
  secretKey: { label: "Secret key", secret: true },
  merchantId: { label: "Merchant ID", secret: false },
  paymentGatewayId: { label: "Payment gateway ID", secret: false },
  clientId: { label: "Client ID", secret: false },
  clientSecret: { label: "Client secret", secret: true },
  apiKey: { label: "API key", secret: true },
  hmacKey: { label: "HMAC key", secret: true },
  terminalIdentifier: { label: "Terminal identifier", secret: false },
  verificationCode: { label: "Verification code", secret: true },
};

/** One complete way of signing in to a broker; a broker with several sets needs any one of them. */
export interface CredentialSetProfile {
  id: string;
  label: string;
  fields: readonly CredentialFieldName[];
}

export interface BrokerProfile {
  /** Whether a company may choose it (Sandbox only where the server allows it). */
  selectable: boolean;
  /** Whether the broker takes payments at all once configured. */
  takesPayments: boolean;
  hostedCheckout: boolean;
  paymentLinks: boolean;
  /** Whether a refund is sent to the broker, which gives the money back. */
  refunds: boolean;
  partialRefunds: boolean;
  /**
   * Whether staff give money back in the broker's own portal and only record the refund here, in
   * full or in part: the broker documents no refund call (ValitorPay's hosted page). Such a refund
   * is never made without a member of staff, so customers cannot cancel with a refund online.
   */
  refundsInBrokerPortal: boolean;
  webhooks: boolean;
  /** Empty when the broker needs no credentials. */
  credentialSets: readonly CredentialSetProfile[];
}

const none = {
  hostedCheckout: false,
  paymentLinks: false,
  refunds: false,
  partialRefunds: false,
  refundsInBrokerPortal: false,
  webhooks: false,
};

/**
 * What each broker supports, from the brokers' public documentation. Payment links only with
 * Rapyd or Teya (docs/product.md §11.2), and with the built-in Sandbox. Teya's partial refunds are not confirmed
 * by any public source, so they are not offered. ValitorPay is offered through Valitor's hosted
 * payment page (docs/decisions/0011), which documents no refund call: its refunds are made in
 * Valitor's portal and recorded here.
 */
export const brokerProfiles: Record<ActiveBroker, BrokerProfile> = {
  Sandbox: {
    selectable: true,
    takesPayments: true,
    hostedCheckout: true,
    paymentLinks: true,
    refunds: true,
    partialRefunds: true,
    refundsInBrokerPortal: false,
    webhooks: true,
    credentialSets: [],
  },
  Rapyd: {
    selectable: true,
    takesPayments: true,
    hostedCheckout: true,
    paymentLinks: true,
    refunds: true,
    partialRefunds: true,
    refundsInBrokerPortal: false,
    webhooks: true,
    credentialSets: [{ id: "Rapyd", label: "Rapyd API keys", fields: ["accessKey", "secretKey"] }],
  },
  ValitorPay: {
    selectable: true,
    takesPayments: true,
    hostedCheckout: true,
    paymentLinks: false,
    refunds: false,
    partialRefunds: false,
    refundsInBrokerPortal: true,
    webhooks: true,
    credentialSets: [
      {
        id: "ValitorPay",
        label: "Valitor payment page",
        fields: ["merchantId", "verificationCode"],
      },
    ],
  },
  Teya: {
    selectable: true,
    takesPayments: true,
    hostedCheckout: true,
    paymentLinks: true,
    refunds: true,
    partialRefunds: false,
    refundsInBrokerPortal: false,
    webhooks: true,
    credentialSets: [
      {
        id: "SecurePay",
        label: "SecurePay (hosted payment page)",
        fields: ["merchantId", "paymentGatewayId", "secretKey"],
      },
      { id: "OnlinePayments", label: "Online Payments API", fields: ["clientId", "clientSecret"] },
    ],
  },
  Straumur: {
    selectable: true,
    takesPayments: true,
    hostedCheckout: true,
    paymentLinks: false,
    refunds: true,
    partialRefunds: true,
    refundsInBrokerPortal: false,
    webhooks: true,
    credentialSets: [
      { id: "Straumur", label: "Straumur keys", fields: ["apiKey", "hmacKey", "terminalIdentifier"] },
    ],
  },
  None: { selectable: true, takesPayments: false, ...none, credentialSets: [] },
};

/** The credential fields a broker takes, in the order of its sets. */
export function brokerFieldNames(broker: ActiveBroker): CredentialFieldName[] {
  return [...new Set(brokerProfiles[broker].credentialSets.flatMap((set) => set.fields))];
}

/** The first set whose fields are all present; a broker that needs none is complete when it takes payments. */
export function completeCredentialSet(
  broker: ActiveBroker,
  present: ReadonlySet<string>,
): CredentialSetProfile | "none-needed" | undefined {
  const profile = brokerProfiles[broker];
  if (!profile.takesPayments) return undefined;
  if (profile.credentialSets.length === 0) return "none-needed";
  return profile.credentialSets.find((set) => set.fields.every((field) => present.has(field)));
}

/**
 * The value the tenant settings keep in `paymentBroker` (spec enum). Sandbox is not a spec value,
 * so it is kept as None; whether customers can pay is the payment settings' `customersCanPay`.
 */
export function tenantBrokerOf(broker: ActiveBroker): PaymentBroker {
  return broker === "Sandbox" ? "None" : broker;
}

/** A VAT rule: every ticket category of the experience is sold at this rate instead of its own. */
export interface VatRule {
  experienceId: string;
  rate: number;
}

/** The VAT rate a ticket category is sold at: the experience's rule if it has one, else the category's rate. */
export function effectiveVatRate(
  rules: readonly VatRule[],
  experienceId: string,
  categoryRate: number,
): number {
  return rules.find((rule) => rule.experienceId === experienceId)?.rate ?? categoryRate;
}

/** Texts of the answers, shared so the console can show them in the user's language. */
export const paymentSettingsMessages = {
  adminOnly: "User does not have admin permission",
  invalid: "The payment settings are not valid",
  refundInBrokerPortal:
    "ValitorPay refunds are made in Valitor's own portal: refund the payment there, then record the refund here",
  sandboxUnavailable: "The test broker is not available on this server",
  notBrokerField: "Not a credential of the chosen broker",
  duplicateExperience: "This experience already has a VAT rule",
  unknownExperience: "Choose an experience of this company",
  twoDecimals: "Use at most 2 decimals",
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

const vatRate = z
  .number({ error: m.required })
  .min(0, m.min(0))
  .max(100, m.max(100))
  .refine(hasAtMostTwoDecimals, paymentSettingsMessages.twoDecimals);

export const vatOverrideInputSchema = z.object({
  experienceId: z.uuid(paymentSettingsMessages.unknownExperience),
  /** VAT percentage, e.g. 11 or 24. */
  rate: vatRate,
});
export type VatOverrideInput = z.infer<typeof vatOverrideInputSchema>;

export const vatOverrideSchema = z.object({
  id: z.string(),
  experienceId: z.string(),
  experienceName: z.object({ EN: z.string(), IS: z.string() }),
  projectName: z.string(),
  rate: z.number(),
});
export type VatOverride = z.infer<typeof vatOverrideSchema>;

export const credentialHintSchema = z.object({
  name: z.enum(credentialFieldNames),
  /** The last 4 characters of an identifier that is not secret, or "••••". */
  hint: z.string(),
});
export type CredentialHint = z.infer<typeof credentialHintSchema>;

export const paymentSettingsSchema = z.object({
  broker: z.enum(activeBrokers),
  currency: z.enum(currencies),
  payoutTiming: z.enum(payoutTimings),
  vatOverrides: z.array(vatOverrideSchema),
  /** Whether staff can send payment links now: a broker that offers them, fully configured. */
  paymentLinksAvailable: z.boolean(),
  /** Never the values: which fields of the active broker are stored, with a hint each. */
  credentials: z.object({ configured: z.boolean(), fields: z.array(credentialHintSchema) }),
  /**
   * Where the active broker sends its payment notices for this company: the address to enter in
   * the broker's portal (Rapyd signs over it). Null for the sandbox and for no broker.
   */
  webhookUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /**
   * Whether the company's customers can pay online now: the broker in force (the built-in sandbox
   * for a company that never chose, where the server allows it) has a hosted payment page and its
   * credentials are complete. The same rule decides whether a customer's booking can be paid; the
   * console's "Payment settings are incomplete" banner shows only when it is false. This server
   * always sends it; it is optional only so answers written before it still read.
   */
  customersCanPay: z.boolean().optional(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

const credentialValue = z.string().trim().max(4096, m.maxChars(4096));

export const updatePaymentSettingsBodySchema = z.object({
  broker: z.enum(activeBrokers),
  currency: z.enum(currencies),
  payoutTiming: z.enum(payoutTimings),
  vatOverrides: z
    .array(vatOverrideInputSchema)
    .max(500, m.max(500))
    .default([])
    .superRefine((rules, context) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.experienceId))
          context.addIssue({
            code: "custom",
            message: paymentSettingsMessages.duplicateExperience,
            path: [index, "experienceId"],
          });
        seen.add(rule.experienceId);
      });
    }),
  /**
   * Write-only credentials of the chosen broker by field name: an omitted field stays as stored,
   * an empty string clears it. Switching broker forgets the previous broker's credentials.
   */
  credentials: z.record(z.string().max(64), credentialValue).default({}),
});
export type UpdatePaymentSettingsBody = z.input<typeof updatePaymentSettingsBodySchema>;
export type UpdatePaymentSettings = z.output<typeof updatePaymentSettingsBodySchema>;

export const brokerDescriptionSchema = z.object({
  broker: z.enum(activeBrokers),
  /** Whether it is the company's broker now (docs/product.md §11.1: brokers with isActive). */
  isActive: z.boolean(),
  selectable: z.boolean(),
  /** Why the broker cannot be chosen, when it cannot. */
  unavailableReason: z.string().nullable(),
  hostedCheckout: z.boolean(),
  paymentLinks: z.boolean(),
  refunds: z.boolean(),
  partialRefunds: z.boolean(),
  refundsInBrokerPortal: z.boolean(),
  webhooks: z.boolean(),
  credentialFields: z.array(
    z.object({ name: z.enum(credentialFieldNames), label: z.string(), secret: z.boolean() }),
  ),
  credentialSets: z.array(
    z.object({ id: z.string(), label: z.string(), fields: z.array(z.enum(credentialFieldNames)) }),
  ),
});
export type BrokerDescription = z.infer<typeof brokerDescriptionSchema>;
export const brokerListSchema = z.array(brokerDescriptionSchema);

export const currencyAnswerSchema = z.object({ currency: z.enum(currencies) });

/** An experience a VAT rule can name, with the rates its ticket categories carry today. */
export const vatExperienceSchema = z.object({
  id: z.string(),
  name: z.object({ EN: z.string(), IS: z.string() }),
  projectName: z.string(),
  status: z.string(),
  categoryRates: z.array(z.number()),
});
export type VatExperience = z.infer<typeof vatExperienceSchema>;
export const vatExperienceListSchema = z.array(vatExperienceSchema);
