/**
 * docs/product.md §4.6 general messages in the user's language. Rules and the shared zod contracts produce
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

/** Contract messages beyond docs/product.md §4.6 and titles of server answers that forms show inline. */
const serverMessages: Record<string, string> = {
  "Choose a country from the list": "tenants.validation.unknownCountry",
  "Choose a time zone from the list": "tenants.validation.unknownTimeZone",
  "The identifier must contain at least one letter or digit": "onboarding.company.identifierNeedsLetter",
  "The email or password is not correct": "auth.error.wrongCredentials",
  "An account with this email already exists": "auth.error.emailTaken",
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.": "auth.error.rateLimited",
  "Too many failed sign-in attempts on this account. Please wait a few minutes and try again.":
    "auth.error.accountBackoff",
  "Too many requests. Please wait a moment and try again.": "auth.error.tooManyRequests",
};

const serverPatterns: { pattern: RegExp; key: string; param: string }[] = [
  {
    pattern: /^A company with the identifier (.+) already exists$/,
    key: "tenants.error.identifierTaken",
    param: "identifier",
  },
  {
    pattern: /^The identifier (.+) is reserved, please choose another one$/,
    key: "tenants.error.identifierReserved",
    param: "identifier",
  },
];

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
  ...Object.entries(serverMessages).map(([text, key]): Matcher => ({
    key,
    match: (message) => (message === text ? {} : undefined),
  })),
  ...serverPatterns.map(({ pattern, key, param }): Matcher => ({
    key,
    match: (message) => {
      const found = pattern.exec(message);
      return found ? { [param]: found[1]! } : undefined;
    },
  })),
];

/**
 * Translates a validation message or an answer's title: a shared English message, a catalogue
 * key, or other text as it came.
 */
export function translateValidationMessage(message: string, t: TFunction): string {
  if (/^[a-zA-Z]+(\.[a-zA-Z]+)+$/.test(message)) return t(message, { defaultValue: message });
  for (const matcher of matchers) {
    const values = matcher.match(message);
    if (values) return t(matcher.key, values);
  }
  return message;
}
