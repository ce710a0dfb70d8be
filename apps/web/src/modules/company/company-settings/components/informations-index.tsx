import { Navigate } from "react-router";
import { PageLoader } from "../../../../components/page-loader";
import { useAccess } from "../../../../lib/access/use-access";

/** Opens the first informations page the user may see: company information for admins, else their own. */
export function InformationsIndex() {
  const { decision } = useAccess("companyInformation");
  if (!decision) return <PageLoader />;
  return <Navigate to={decision === "allowed" ? "company-information" : "personal-information"} replace />;
}
