import { Anchor, Button, Group, Stack, Title, Tooltip } from "@mantine/core";
import { IconArchive, IconArrowLeft, IconCalendarPlus, IconCopy } from "@tabler/icons-react";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { useExperienceActions } from "../hooks/use-experience-actions";
import { ExperienceStatusBadge } from "./experience-status-badge";

interface ExperienceEditorHeaderProps {
  /** The saved experience; absent while creating one. */
  experience?: Experience;
  title: string;
  canEdit: boolean;
  /** Unsaved changes: duplicating or archiving would act on the saved version, so they wait. */
  dirty: boolean;
}

/** Back link, title and, for a saved experience, create events, duplicate and archive. */
export function ExperienceEditorHeader({ experience, title, canEdit, dirty }: ExperienceEditorHeaderProps) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const actions = useExperienceActions();
  const waitForSave = (button: ReactElement) =>
    dirty ? (
      <Tooltip label={t("experiences.editor.saveFirst")}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={`/${tenant}/${project}/experiences`} size="sm" data-testid="back-to-list">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} />
          {t("experiences.editor.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap" style={{ minWidth: 0, flex: "1 1 260px" }}>
          <Title order={2} style={{ overflowWrap: "anywhere" }} data-testid="editor-title">
            {title}
          </Title>
          {experience && <ExperienceStatusBadge status={experience.status} />}
        </Group>
        {experience && canEdit && (
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={`/${tenant}/${project}/create-events/${encodeURIComponent(experience.tag)}`}
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              data-testid="editor-create-events"
            >
              {t("experiences.action.createEvents")}
            </Button>
            {waitForSave(
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => actions.duplicate(experience)}
                disabled={dirty || actions.busy}
                data-testid="editor-duplicate"
              >
                {t("experiences.action.duplicate")}
              </Button>,
            )}
            {experience.status !== "Archived" &&
              waitForSave(
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconArchive size={16} />}
                  onClick={() => actions.archive(experience)}
                  disabled={dirty || actions.busy}
                  data-testid="editor-archive"
                >
                  {t("experiences.action.archive")}
                </Button>,
              )}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
