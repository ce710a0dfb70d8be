import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { apiCall } from "../../../../lib/http/client";

/**
 * The asset pools an experience can use: the project's and the company-wide ones
 * (GET /{tenant}/api/{project}/assets). Lower tiers answer 403 FeatureAccessDenied.
 */
export function useProjectAssets(enabled = true) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: ["assets", tenant, project, "experience-picker"],
    queryFn: () => apiCall<Asset[]>("/assets"),
    enabled: enabled && Boolean(tenant && project),
    retry: false,
  });
}
