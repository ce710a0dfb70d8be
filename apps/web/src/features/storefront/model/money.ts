import type { Language } from "@stund/shared/enums";
import { asCurrency, formatMinorAmount } from "../../experiences/lib/money";

/**
 * An amount in minor units in the company's currency, written for the reader's language:
 * krónur as "12.900 Kr." always (no decimals), other currencies as the language writes them.
 */
export function formatMoney(minor: number, currency: string, language: Language): string {
  return formatMinorAmount(minor, asCurrency(currency), language === "IS" ? "is-IS" : "en-US");
}
