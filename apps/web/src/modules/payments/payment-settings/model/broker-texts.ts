import type { TFunction } from "i18next";
import type { BrokerDescription } from "@stund/shared/contracts/payment-settings";

/** The abilities a broker can have, in the order the screen lists them. */
export const abilities = ["hostedCheckout", "paymentLinks", "refunds", "partialRefunds", "webhooks"] as const;
export type Ability = (typeof abilities)[number];

/** How the screen names an ability of a broker: refunds made in its own portal say so. */
export function abilityText(description: BrokerDescription, ability: Ability, t: TFunction): string {
  const name = t(`paymentSettings.ability.${ability}`);
  if (ability === "refunds" && !description.refunds && description.refundsInBrokerPortal)
    return `${name} (${t("paymentSettings.ability.refundsInBrokerPortal")})`;
  if (!description[ability]) return `${name} (${t("paymentSettings.ability.notOffered")})`;
  return name;
}

const listed = (description: BrokerDescription, ability: Ability) =>
  description[ability] || (ability === "refunds" && description.refundsInBrokerPortal);

/** One line under a broker's name in the list: what it offers, or why it cannot be chosen. */
export function brokerSupportLine(description: BrokerDescription, t: TFunction): string {
  if (!description.selectable) return t("paymentSettings.error.sandboxUnavailable");
  const offered = abilities.filter((ability) => listed(description, ability));
  if (offered.length === 0) return t("paymentSettings.broker.None.short");
  return offered.map((ability) => abilityText(description, ability, t)).join(" · ");
}
