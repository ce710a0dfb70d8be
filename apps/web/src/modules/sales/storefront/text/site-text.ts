import type { Language } from "@stund/shared/enums";
import { common } from "@stund/shared/i18n/common";
import { storefront } from "@stund/shared/i18n/storefront";

/** Values put into a text's {{placeholders}}; `count` also picks the text's _one or _other form. */
export type TextValues = Record<string, string | number>;

export type Translate = (key: string, values?: TextValues) => string;

/**
 * The plural form of a whole number (CLDR's rules for English and Icelandic), without making an
 * Intl.PluralRules: Icelandic takes the singular for 1, 21, 31… but not 11, 111…
 */
export function pluralOf(count: number, language: Language): "one" | "other" {
  if (!Number.isInteger(count)) return "other";
  if (language === "IS") return count % 10 === 1 && count % 100 !== 11 ? "one" : "other";
  return count === 1 ? "one" : "other";
}

const placeholder = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The customer pages' texts in one language: the storefront's catalogue only, looked up the way
 * the console's i18next does (plural forms by `count`, English when a text is missing), without
 * shipping i18next or the console's catalogues to a customer's phone.
 */
export function textsFor(language: Language): Translate {
  const own = language === "IS" ? storefront.is : storefront.en;
  const shared = language === "IS" ? common.is : common.en;
  const find = (key: string): string | undefined =>
    own[key] ?? shared[key] ?? storefront.en[key] ?? common.en[key];
  return (key, values = {}) => {
    const count = values.count;
    const text =
      (typeof count === "number" ? find(`${key}_${pluralOf(count, language)}`) : undefined) ??
      (typeof count === "number" ? find(`${key}_other`) : undefined) ??
      find(key) ??
      key;
    return text.replace(placeholder, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

/** English form messages (docs/product.md §4.6) by their catalogue keys, with their number. */
const formMessages: { pattern: RegExp; key: string; value?: string }[] = [
  { pattern: /^Value is required$/, key: "validation.required" },
  { pattern: /^Value is not a valid email address$/, key: "validation.email" },
  { pattern: /^The minimum value allowed is (\d+)$/, key: "validation.min", value: "min" },
  { pattern: /^The maximum value allowed is (\d+)$/, key: "validation.max", value: "max" },
  { pattern: /^Only digits, spaces and a leading plus are allowed$/, key: "validation.phone" },
];

/**
 * A field's message in the page's language: the checkout's own keys (storefront.*), the shared
 * English form messages, or a server's text, which already comes in the customer's language.
 */
export function messageText(message: string, t: Translate): string {
  if (message.startsWith("storefront.")) return t(message);
  for (const { pattern, key, value } of formMessages) {
    const match = pattern.exec(message);
    if (match) return t(key, value ? { [value]: Number(match[1]) } : {});
  }
  return message;
}
