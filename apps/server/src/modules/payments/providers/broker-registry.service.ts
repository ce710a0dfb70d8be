import type { BrokerContext, BrokerName, PaymentBroker } from "./payment-broker.types";
import { createRapydBroker } from "./brokers/rapyd/rapyd-broker";
import { createStraumurBroker } from "./brokers/straumur/straumur-broker";
import { createTeyaBroker } from "./brokers/teya/teya-broker";
import { createValitorBroker } from "./brokers/valitor/valitor-broker";
import { createSandboxBroker } from "./sandbox/sandbox-broker";

const factories: Record<BrokerName, (context: BrokerContext) => PaymentBroker> = {
  Sandbox: createSandboxBroker,
  Rapyd: createRapydBroker,
  Teya: createTeyaBroker,
  Straumur: createStraumurBroker,
  ValitorPay: createValitorBroker,
};

export const isBrokerName = (value: string): value is BrokerName => value in factories;

/** The adapter of a broker, bound to one company's credentials. */
export function brokerAdapter(name: BrokerName, context: BrokerContext): PaymentBroker {
  return factories[name](context);
}
