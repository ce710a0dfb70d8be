import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../../../../lib/http/client";
import { useLanguage } from "../../../../lib/language/use-language";

/**
 * The project's experiences as choices (GET /{tenant}/api/{project}/experiences), named in the
 * interface language (Icelandic falls back to English when empty).
 */
export function useProjectExperienceOptions(enabled: boolean) {
  const { tenant, project } = useParams();
  const { language } = useLanguage();
  const icelandic = language === "IS";
  return useQuery({
    queryKey: ["experiences", tenant, project, "scheduleOptions"],
    queryFn: () => apiCall<ExperienceSummary[]>("/experiences", { tenant }),
    enabled: enabled && Boolean(tenant && project),
    select: (list) =>
      list.map((experience) => ({
        value: experience.id,
        label: (icelandic && experience.name.IS) || experience.name.EN,
      })),
  });
}
