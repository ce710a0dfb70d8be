import { Center } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { useUserTerms } from "../api/user-terms.api";
import { PlatformDocumentDialog } from "./platform-document-dialog";

/**
 * docs/product.md §2.7: the signed-in app shows only when both the terms and conditions and the privacy policy
 * are accepted. The terms come first; the privacy dialog shows only once the terms are accepted.
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const terms = useUserTerms();
  if (terms.isLoading) return <PageLoader />;
  if (!terms.data) {
    return (
      <Center mih="60vh" p="md">
        <LoadError onRetry={() => void terms.refetch()} />
      </Center>
    );
  }
  if (!terms.data.termsAndConditionAccepted) {
    return <PlatformDocumentDialog key="terms" type="TermsAndConditions" testId="terms-dialog" />;
  }
  if (!terms.data.privacyPolicyAccepted) {
    return <PlatformDocumentDialog key="privacy" type="PrivacyPolicy" testId="privacy-dialog" />;
  }
  return <>{children}</>;
}
