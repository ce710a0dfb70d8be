import { useQuery } from "@tanstack/react-query";
import type { PolicyType } from "@stund/shared/enums";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { fetchPolicy, policyKey } from "../api/onboarding.api";
import { useOnboardingTenant } from "../state/onboarding-context";
import { PoliciesForm } from "./policies-form";

function usePolicy(identifier: string, type: PolicyType) {
  return useQuery({ queryKey: policyKey(identifier, type), queryFn: () => fetchPolicy(identifier, type) });
}

/** Loads the tenant's terms and conditions and refund policy, then lets the user write them. */
export function TermsAndConditionStep() {
  const tenant = useOnboardingTenant();
  const terms = usePolicy(tenant.identifier, "TermsAndConditions");
  const refund = usePolicy(tenant.identifier, "RefundPolicy");
  if (terms.isLoading || refund.isLoading) return <PageLoader />;
  if (terms.isError || refund.isError) {
    return (
      <LoadError
        onRetry={() => {
          void terms.refetch();
          void refund.refetch();
        }}
      />
    );
  }
  return <PoliciesForm saved={{ termsAndConditions: terms.data ?? "", refundPolicy: refund.data ?? "" }} />;
}
