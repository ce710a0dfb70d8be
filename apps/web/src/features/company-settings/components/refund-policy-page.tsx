export function RefundPolicyPage() {
  return null;
}
