import { Button, Group, Text } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { DangerZone } from "../../../../components/danger-zone/danger-zone";
import { canDelete, useExperienceActions } from "../hooks/use-experience-actions";

/** Deleting is for drafts and archived experiences without events; others are archived instead. */
export function ExperienceDeleteZone({
  experience,
  onDeleted,
}: {
  experience: Experience;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant, project } = useParams();
  const actions = useExperienceActions({
    afterDelete: () => {
      onDeleted();
      void navigate(`/${tenant}/${project}/experiences`, { replace: true });
    },
  });
  const allowed = canDelete(experience.status);
  return (
    <DangerZone title={t("experiences.delete.zoneTitle")} testId="experience-danger-zone">
      <Text size="sm">
        {allowed ? t("experiences.delete.zoneText") : t("experiences.delete.onlyDraftOrArchived")}
      </Text>
      <Group>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={!allowed || actions.busy}
          onClick={() => actions.remove(experience)}
          data-testid="editor-delete"
        >
          {t("experiences.delete.button")}
        </Button>
      </Group>
    </DangerZone>
  );
}
