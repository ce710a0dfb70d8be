import { PolicyEditor } from "./policy-editor";

export function TermsAndConditionsPage() {
  return <PolicyEditor type="TermsAndConditions" />;
}
