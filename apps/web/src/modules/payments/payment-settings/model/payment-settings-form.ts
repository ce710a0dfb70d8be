import {
  credentialFieldNames,
  type ActiveBroker,
  type BrokerDescription,
  type CredentialFieldName,
  type PaymentSettings,
  type UpdatePaymentSettingsBody,
} from "@stund/shared/contracts/payment-settings";
import type { PayoutTiming } from "@stund/shared/bookings/enums";
import type { Currency } from "@stund/shared/enums";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";

/** A credential input: empty unless the user types a new value; a stored one is replaced on request. */
export interface CredentialInput {
  replacing: boolean;
  value: string;
}

export interface VatRuleValues {
  /** Stable list key for React; the saved rule's id, or a made-up one for a new rule. */
  key: string;
  experienceId: string;
  rate: number | "";
}

export interface PaymentSettingsFormValues extends Record<string, unknown> {
  broker: ActiveBroker;
  /** The credential set in use, for a broker that accepts several (Teya); "" for none. */
  credentialSet: string;
  currency: Currency;
  payoutTiming: PayoutTiming;
  vatOverrides: VatRuleValues[];
  credentials: Record<CredentialFieldName, CredentialInput>;
}

export const credentialValueMax = 4096;

const blankCredentials = (): Record<CredentialFieldName, CredentialInput> =>
  Object.fromEntries(credentialFieldNames.map((name) => [name, { replacing: false, value: "" }])) as Record<
    CredentialFieldName,
    CredentialInput
  >;

/** Stored fields of the broker the settings hold; another broker in the form has none stored. */
export function storedFields(settings: PaymentSettings, broker: ActiveBroker): Set<CredentialFieldName> {
  return new Set(broker === settings.broker ? settings.credentials.fields.map((field) => field.name) : []);
}

/** The set whose fields are all stored, else the one with the most stored, else the first. */
export function initialCredentialSet(
  description: BrokerDescription | undefined,
  stored: ReadonlySet<CredentialFieldName>,
): string {
  const sets = description?.credentialSets ?? [];
  if (sets.length === 0) return "";
  const count = (fields: readonly CredentialFieldName[]) =>
    fields.filter((field) => stored.has(field)).length;
  const complete = sets.find((set) => count(set.fields) === set.fields.length);
  if (complete) return complete.id;
  return sets.reduce((best, set) => (count(set.fields) > count(best.fields) ? set : best)).id;
}

export function initialFormValues(
  settings: PaymentSettings,
  brokers: readonly BrokerDescription[],
): PaymentSettingsFormValues {
  const description = brokers.find((broker) => broker.broker === settings.broker);
  return {
    broker: settings.broker,
    credentialSet: initialCredentialSet(description, storedFields(settings, settings.broker)),
    currency: settings.currency,
    payoutTiming: settings.payoutTiming,
    vatOverrides: settings.vatOverrides.map((rule) => ({
      key: rule.id,
      experienceId: rule.experienceId,
      rate: rule.rate,
    })),
    credentials: blankCredentials(),
  };
}

/** The fields the form asks for: those of the chosen set. */
export function activeFields(
  values: PaymentSettingsFormValues,
  brokers: readonly BrokerDescription[],
): CredentialFieldName[] {
  const description = brokers.find((broker) => broker.broker === values.broker);
  const set = description?.credentialSets.find((candidate) => candidate.id === values.credentialSet);
  return set ? [...set.fields] : [];
}

/** Whether a field takes a new value now: nothing stored for it, or the user chose Replace. */
export const takesNewValue = (
  stored: ReadonlySet<CredentialFieldName>,
  name: CredentialFieldName,
  input: CredentialInput,
) => !stored.has(name) || input.replacing;

/**
 * The form's errors, keyed by field path. Messages are docs/product.md §4.6 texts or catalogue keys, which
 * the form shows in the user's language.
 */
export function validatePaymentSettings(
  values: PaymentSettingsFormValues,
  settings: PaymentSettings,
  brokers: readonly BrokerDescription[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const description = brokers.find((broker) => broker.broker === values.broker);
  if (description && !description.selectable) errors.broker = "paymentSettings.error.sandboxUnavailable";

  const stored = storedFields(settings, values.broker);
  for (const name of activeFields(values, brokers)) {
    const input = values.credentials[name];
    if (!takesNewValue(stored, name, input)) continue;
    if (input.value.trim() === "") errors[`credentials.${name}.value`] = m.required;
    else if (input.value.trim().length > credentialValueMax)
      errors[`credentials.${name}.value`] = m.maxChars(credentialValueMax);
  }

  const seen = new Set<string>();
  values.vatOverrides.forEach((rule, index) => {
    if (!rule.experienceId) errors[`vatOverrides.${index}.experienceId`] = m.required;
    else if (seen.has(rule.experienceId))
      errors[`vatOverrides.${index}.experienceId`] = "paymentSettings.error.duplicateExperience";
    seen.add(rule.experienceId);
    if (rule.rate === "") errors[`vatOverrides.${index}.rate`] = m.required;
    else if (rule.rate < 0 || rule.rate > 100) errors[`vatOverrides.${index}.rate`] = m.max(100);
  });
  return errors;
}

/**
 * The request body: new credential values only (never what is stored), and an empty string for
 * a stored field of another credential set, so the broker keeps one way of signing in.
 */
export function toUpdateBody(
  values: PaymentSettingsFormValues,
  settings: PaymentSettings,
  brokers: readonly BrokerDescription[],
): UpdatePaymentSettingsBody {
  const stored = storedFields(settings, values.broker);
  const active = activeFields(values, brokers);
  const credentials: Record<string, string> = {};
  for (const name of active) {
    const input = values.credentials[name];
    if (takesNewValue(stored, name, input) && input.value.trim() !== "")
      credentials[name] = input.value.trim();
  }
  for (const name of stored) if (!active.includes(name)) credentials[name] = "";
  return {
    broker: values.broker,
    currency: values.currency,
    payoutTiming: values.payoutTiming,
    vatOverrides: values.vatOverrides.map((rule) => ({
      experienceId: rule.experienceId,
      rate: Number(rule.rate),
    })),
    credentials,
  };
}
