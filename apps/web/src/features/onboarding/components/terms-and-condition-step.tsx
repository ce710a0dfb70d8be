export function TermsAndConditionStep() {
  return null;
}
