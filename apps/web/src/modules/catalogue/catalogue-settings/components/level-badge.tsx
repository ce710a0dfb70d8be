import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** "Company-wide" for a tenant-level record (no project), "This project" for the project's own. */
export function LevelBadge({ projectId }: { projectId: string | null }) {
  const { t } = useTranslation();
  return projectId ? (
    <Badge variant="light" color="teal" miw="max-content" data-testid="level-badge">
      {t("catalogueSettings.level.project")}
    </Badge>
  ) : (
    <Badge variant="light" color="indigo" miw="max-content" data-testid="level-badge">
      {t("catalogueSettings.level.tenant")}
    </Badge>
  );
}
