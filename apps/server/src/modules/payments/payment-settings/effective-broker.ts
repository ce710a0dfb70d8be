import { activeBrokers, type ActiveBroker } from "@stund/shared/contracts/payment-settings";
import type { PaymentBroker } from "@stund/shared/enums";

/**
 * The broker in force. The tenant settings' `paymentBroker` (spec enum) can also be set by
 * onboarding, so it wins whenever it names a broker; when it says None, the stored choice tells
 * an explicit None from Sandbox, the default for a company that never chose. Sandbox counts only
 * where the server allows the built-in test broker.
 */
export function effectiveBroker(
  tenantBroker: PaymentBroker,
  stored: string | undefined,
  sandboxAllowed: boolean,
): ActiveBroker {
  if (tenantBroker !== "None") return tenantBroker;
  const choice = activeBrokers.find((broker) => broker === stored);
  if (choice === undefined || choice === "Sandbox") return sandboxAllowed ? "Sandbox" : "None";
  // A real broker stored while the tenant settings say None: it was switched off elsewhere.
  return "None";
}
