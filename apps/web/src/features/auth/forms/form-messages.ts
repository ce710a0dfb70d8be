import type { TFunction } from "i18next";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";

/** Contract messages and server titles that carry a value, matched back to their catalogue key and parameter. */
const patterns: { pattern: RegExp; key: string; param: string }[] = [
  {
    pattern: /^This field should be at least (\d+) characters long$/,
    key: "validation.minLength",
    param: "min",
  },
  { pattern: /^The minimum value allowed is (-?\d+)$/, key: "validation.min", param: "min" },
  { pattern: /^The maximum value allowed is (-?\d+)$/, key: "validation.max", param: "max" },
  {
    pattern: /^You have reached the maximum character limit of (\d+)\.$/,
    key: "validation.maxChars",
    param: "n",
  },
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

const fixed: Record<string, string> = {
  [m.required]: "validation.required",
  [m.email]: "validation.email",
  [m.conditionallyRequired]: "validation.conditionallyRequired",
  [m.companySsnRequired]: "tenants.validation.companySsnRequired",
  [m.billingEmailRequired]: "tenants.validation.billingEmailRequired",
  [m.billingEmailInvalid]: "tenants.validation.billingEmailInvalid",
  [m.billingCountryRequired]: "tenants.validation.billingCountryRequired",
  "Only digits, spaces and a leading plus are allowed": "validation.phone",
  "Choose a country from the list": "tenants.validation.unknownCountry",
  "The identifier must contain at least one letter or digit": "onboarding.company.identifierNeedsLetter",
  "Choose a time zone from the list": "tenants.validation.unknownTimeZone",
  // Titles of server answers the signed-out pages show.
  "The email or password is not correct": "auth.error.wrongCredentials",
  "An account with this email already exists": "auth.error.emailTaken",
  "Too many failed sign-in attempts. Please wait 15 minutes and try again.": "auth.error.rateLimited",
  "Too many requests. Please wait a moment and try again.": "auth.error.tooManyRequests",
};

/**
 * The shared contracts speak English (spec §5 wording); the console shows the same message in
 * the chosen language. A message that is itself a catalogue key is translated directly, and an
 * unknown message is shown as it came.
 */
export function translateFormMessage(message: unknown, t: TFunction): string | undefined {
  if (message === undefined || message === null || message === "" || message === false) return undefined;
  const text = String(message);
  const key = fixed[text];
  if (key) return t(key);
  for (const { pattern, key: patternKey, param } of patterns) {
    const match = pattern.exec(text);
    if (match) return t(patternKey, { [param]: match[1] });
  }
  return t(text, { defaultValue: text });
}
