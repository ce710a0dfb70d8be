export function TermsAndConditionsPage() {
  return null;
}
