/**
 * A company's Teya credentials come as one or both of two sets (brokerProfiles in the shared payment
 * settings): SecurePay (merchant ID, payment gateway ID, secret key) for the hosted payment page, its
 * payment links, notifications and refunds; and Online Payments (client ID and secret) for Teya's newer API.
 */
import type { BrokerContext } from "../../payment-broker.types";

export interface SecurePayCredentials {
  merchantId: string;
  paymentGatewayId: string;
  secretKey: string;
}

export interface OnlineCredentials {
  clientId: string;
  clientSecret: string;
}

export interface TeyaCredentials {
  securePay: SecurePayCredentials | null;
  online: OnlineCredentials | null;
}

const value = (text: string | undefined) => (text && text.trim() !== "" ? text.trim() : null);

/** The complete sets among the stored credentials; a set with a missing field counts as absent. */
export function readTeyaCredentials(credentials: BrokerContext["credentials"]): TeyaCredentials {
  const merchantId = value(credentials.merchantId);
  const paymentGatewayId = value(credentials.paymentGatewayId);
  const secretKey = value(credentials.secretKey);
  const clientId = value(credentials.clientId);
  const clientSecret = value(credentials.clientSecret);
  return {
    securePay:
      merchantId && paymentGatewayId && secretKey ? { merchantId, paymentGatewayId, secretKey } : null,
    online: clientId && clientSecret ? { clientId, clientSecret } : null,
  };
}
