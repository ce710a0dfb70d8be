/**
 * Spec §5 general messages in the user's language. Rules and the shared zod contracts produce
 * the English messages of validation-messages.ts; this maps each back to its i18n key
 * (validation.*) with its number, so an error follows the language toggle.
 */
import type { TFunction } from "i18next";
import { validationMessages } from "@stund/shared/contracts/validation-messages";

type MessageName = keyof typeof validationMessages;

/** The interpolation name each message with a number uses in the catalogue. */
const parameterNames: Partial<Record<MessageName, string>> = {
  minLength: "min",
  min: "min",
  max: "max",
  maxChars: "n",
};

/** The shared contracts' phone message, which has no entry of its own in validation-messages.ts. */
export const phoneMessage = "Only digits, spaces and a leading plus are allowed";

const placeholder = 987654321;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface Matcher {
  key: string;
  match: (message: string) => Record<string, string> | undefined;
}

const matchers: Matcher[] = [
  ...Object.entries(validationMessages).map(([name, message]): Matcher => {
    const key = `validation.${name}`;
    if (typeof message === "string") {
      return { key, match: (text) => (text === message ? {} : undefined) };
    }
    const [before, after] = message(placeholder).split(String(placeholder)) as [string, string];
    const pattern = new RegExp(`^${escape(before)}(-?\\d+(?:\\.\\d+)?)${escape(after)}$`);
    const parameter = parameterNames[name as MessageName] ?? "value";
    return {
      key,
      match: (text) => {
        const found = pattern.exec(text);
        return found ? { [parameter]: found[1]! } : undefined;
      },
    };
  }),
  { key: "validation.phone", match: (text) => (text === phoneMessage ? {} : undefined) },
];

/** Translates a validation message: a shared English message, a validation.* key, or other text as is. */
export function translateValidationMessage(message: string, t: TFunction): string {
  if (message.startsWith("validation.")) return t(message);
  for (const matcher of matchers) {
    const values = matcher.match(message);
    if (values) return t(matcher.key, values);
  }
  return message;
}
