/**
 * A company's ValitorPay credentials for Valitor's hosted payment page (docs/decisions/0011-payments.md, "ValitorPay"): its merchant
 * id (MerchantID) and the verification code (VerificationCode) that signs the form and Valitor's return.
 */
import type { BrokerContext } from "../../payment-broker.types";

export interface ValitorCredentials {
  merchantId: string;
  verificationCode: string;
}

const value = (text: string | undefined) => (text && text.trim() !== "" ? text.trim() : null);

/** Both credentials, or null when either is missing. */
export function readValitorCredentials(credentials: BrokerContext["credentials"]): ValitorCredentials | null {
  const merchantId = value(credentials.merchantId);
  const verificationCode = value(credentials.verificationCode);
  return merchantId && verificationCode ? { merchantId, verificationCode } : null;
}
