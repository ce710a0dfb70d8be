import type { TFunction } from "i18next";
import { paymentSettingsMessages as messages } from "@stund/shared/contracts/payment-settings";
import { ApiError } from "../../../../lib/http/api-error";
import { failureMessage } from "../../../../lib/forms/use-contract-form";

/** The payment settings answers' own texts, by the catalogue key that says them in the user's language. */
const keys: Record<string, string> = {
  [messages.adminOnly]: "paymentSettings.error.adminOnly",
  [messages.invalid]: "paymentSettings.error.invalid",
  [messages.sandboxUnavailable]: "paymentSettings.error.sandboxUnavailable",
  [messages.notBrokerField]: "paymentSettings.error.notBrokerField",
  [messages.duplicateExperience]: "paymentSettings.error.duplicateExperience",
  [messages.unknownExperience]: "paymentSettings.error.unknownExperience",
  [messages.twoDecimals]: "paymentSettings.error.twoDecimals",
};

/** A catalogue key for one of this feature's texts; other texts (docs/product.md §4.6 messages) as they are. */
export function messageKey(message: string): string {
  return keys[message] ?? message;
}

/** What a failed save says, in the user's language. */
export function problemMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && keys[error.problem.title]) return t(keys[error.problem.title]!);
  return failureMessage(error, t);
}

/** A 400 answer's field messages on the form's fields: a credential's message goes to its input. */
export function formErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem.errors) return undefined;
  const errors: Record<string, string> = {};
  for (const [field, list] of Object.entries(error.problem.errors)) {
    if (!list[0]) continue;
    const path = field.startsWith("credentials.") ? `${field}.value` : field;
    errors[path] = messageKey(list[0]);
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}
