import { PolicyEditor } from "./policy-editor";

export function RefundPolicyPage() {
  return <PolicyEditor type="RefundPolicy" />;
}
