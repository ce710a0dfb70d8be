import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ExperienceStatus } from "@stund/shared/enums";

const colours: Record<ExperienceStatus, string> = { Draft: "gray", Published: "green", Archived: "red" };

export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status]} variant="light" data-testid="experience-status">
      {t(`experiences.status.${status}`)}
    </Badge>
  );
}
