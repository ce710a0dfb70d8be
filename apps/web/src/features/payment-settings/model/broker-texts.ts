import type { TFunction } from "i18next";
import type { BrokerDescription } from "@stund/shared/contracts/payment-settings";

/** The abilities a broker can have, in the order the screen lists them. */
export const abilities = ["hostedCheckout", "paymentLinks", "refunds", "partialRefunds", "webhooks"] as const;
export type Ability = (typeof abilities)[number];

/** One line under a broker's name in the list: what it offers, or why it cannot be chosen. */
export function brokerSupportLine(description: BrokerDescription, t: TFunction): string {
  if (description.broker === "ValitorPay") return t("paymentSettings.valitorPay.short");
  if (!description.selectable) return t("paymentSettings.error.sandboxUnavailable");
  const offered = abilities.filter((ability) => description[ability]);
  if (offered.length === 0) return t("paymentSettings.broker.None.short");
  return offered.map((ability) => t(`paymentSettings.ability.${ability}`)).join(" · ");
}
