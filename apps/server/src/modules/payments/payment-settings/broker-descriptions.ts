import {
  activeBrokers,
  brokerFieldNames,
  brokerProfiles,
  credentialFields,
  paymentSettingsMessages as messages,
  type ActiveBroker,
  type BrokerDescription,
} from "@stund/shared/contracts/payment-settings";

/**
 * docs/product.md §11.2 GET /paymentsettings/all: every broker with what it supports and the credentials it
 * takes. Whether Sandbox may be chosen depends on the server (see sandboxAllowed).
 */
export function describeBrokers(sandboxAllowed: boolean, active: ActiveBroker): BrokerDescription[] {
  return activeBrokers.map((broker) => {
    const profile = brokerProfiles[broker];
    const unavailableReason = broker === "Sandbox" && !sandboxAllowed ? messages.sandboxUnavailable : null;
    return {
      broker,
      isActive: broker === active,
      selectable: profile.selectable && unavailableReason === null,
      unavailableReason,
      hostedCheckout: profile.hostedCheckout,
      paymentLinks: profile.paymentLinks,
      refunds: profile.refunds,
      partialRefunds: profile.partialRefunds,
      refundsInBrokerPortal: profile.refundsInBrokerPortal,
      webhooks: profile.webhooks,
      credentialFields: brokerFieldNames(broker).map((name) => ({ name, ...credentialFields[name] })),
      credentialSets: profile.credentialSets.map((set) => ({ ...set, fields: [...set.fields] })),
    };
  });
}
