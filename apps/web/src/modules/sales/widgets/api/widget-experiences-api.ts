import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../../../../lib/http/client";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useLanguage } from "../../../../lib/language/use-language";
import { publicGet, publicUrl } from "../../storefront/api/public-api";

/**
 * The experiences a widget can show: exactly what the storefront sells (published, on the Public
 * channel), read from the public API the widget itself uses. On a project page only the project's
 * own, matched by id against the project's experiences.
 */
export function useWidgetExperiences(level: SettingsLevel) {
  const { tenant = "", project } = useParams();
  const onProject = level === "project" && Boolean(project);
  const { language } = useLanguage();
  const published = useQuery({
    queryKey: ["storefront", tenant, "experiences"],
    queryFn: ({ signal }) =>
      publicGet<PublicExperience[]>(publicUrl(tenant, "/experiences"), language, signal),
  });
  const projectIds = useQuery({
    queryKey: ["experiences", tenant, project, "widgetChoices"],
    queryFn: () => apiCall<ExperienceSummary[]>("/experiences", { tenant }),
    enabled: onProject,
    select: (list) => new Set(list.map((experience) => experience.id)),
  });
  const data =
    published.data && onProject
      ? projectIds.data && published.data.filter((experience) => projectIds.data.has(experience.id))
      : published.data;
  return {
    data,
    isLoading: published.isLoading || (onProject && projectIds.isLoading),
    isError: published.isError || (onProject && projectIds.isError),
    refetch: () => {
      void published.refetch();
      if (onProject) void projectIds.refetch();
    },
  };
}
