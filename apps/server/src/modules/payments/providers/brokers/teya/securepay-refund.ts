/**
 * Refunds of SecurePay payments. SecurePay's refund endpoint `{base}/securepay/refund.aspx` takes the
 * payment's `RefundId` (sent in the payment's notification), `MerchantId`, `PaymentGatewayId`, `amount` and
 * `Checkhash` = hex HMAC-SHA256 with the merchant secret over `merchantid|refundid`, and answers
 * `action_code=000&ret=True` when the refund went through (Teya's own WooCommerce plugin,
 * `class-wc-gateway-borgun.php`, `process_refund`). No public source confirms partial refunds, so the adapter
 * only refunds a payment in full.
 */
import { createHmac } from "node:crypto";
import { BrokerCallError, type RefundOutcome, type RefundRequest } from "../../payment-broker.types";
import { formatSecurePayAmount } from "./teya-amount";
import type { SecurePayCredentials } from "./teya-credentials";
import { baseUrl, postSecurePayForm, securePayMessage, securePayOk } from "./teya-http";

export const securePayRefundUrl = (base: string) => `${baseUrl(base)}/securepay/refund.aspx`;

/** The refund request's `Checkhash`: hex HMAC-SHA256 over `merchantid|refundid`. */
export function securePayRefundCheckhash(credentials: SecurePayCredentials, refundId: string): string {
  return createHmac("sha256", credentials.secretKey)
    .update(`${credentials.merchantId}|${refundId}`, "utf8")
    .digest("hex");
}

export async function refundSecurePay(
  fetchFn: typeof fetch,
  base: string,
  credentials: SecurePayCredentials,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const { payment } = request;
  const refundId = payment.brokerReference;
  if (!refundId || refundId === payment.checkoutReference)
    throw new BrokerCallError(
      "Teya sent no refund id with this payment, so it cannot be refunded from here; refund it in Teya's merchant web",
    );
  const answer = await postSecurePayForm(fetchFn, securePayRefundUrl(base), {
    RefundId: refundId,
    MerchantId: credentials.merchantId,
    PaymentGatewayId: credentials.paymentGatewayId,
    Checkhash: securePayRefundCheckhash(credentials, refundId),
    amount: formatSecurePayAmount(request.amount, payment.currency),
  });
  if (securePayOk(answer) && answer.get("action_code") === "000")
    return { result: "Success", brokerReference: null };
  return {
    result: "Failed",
    brokerReference: null,
    message: `Teya refused the refund: ${securePayMessage(answer, "no reason given")}`,
  };
}
