export function PaymentAndBillingStep() {
  return null;
}
