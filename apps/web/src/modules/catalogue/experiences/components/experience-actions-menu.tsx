import { ActionIcon, Menu } from "@mantine/core";
import {
  IconArchive,
  IconCalendarPlus,
  IconCopy,
  IconDots,
  IconListDetails,
  IconPencil,
  IconTrash,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { canDelete } from "../hooks/use-experience-actions";
import type { ExperienceListProps } from "./experience-list-props";

interface ExperienceActionsMenuProps {
  experience: ExperienceSummary;
  name: string;
  canEdit: boolean;
  actions: ExperienceListProps["actions"];
}

/** Row actions: edit, create events, its series, duplicate, archive, delete; readers see the series only. */
export function ExperienceActionsMenu(props: ExperienceActionsMenuProps) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const { experience, canEdit, actions } = props;
  const base = `/${tenant}/${project}`;
  const tag = encodeURIComponent(experience.tag);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("experiences.actions", { name: props.name })}
          data-testid="experience-actions"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item
            component={Link}
            to={`${base}/edit-experience/${experience.id}`}
            leftSection={<IconPencil size={16} />}
            data-testid="experience-edit"
          >
            {t("common.edit")}
          </Menu.Item>
        )}
        {canEdit && (
          <Menu.Item
            component={Link}
            to={`${base}/create-events/${tag}`}
            leftSection={<IconCalendarPlus size={16} />}
            data-testid="experience-create-events"
          >
            {t("experiences.action.createEvents")}
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={`${base}/experiences/${tag}`}
          leftSection={<IconListDetails size={16} />}
          data-testid="experience-series"
        >
          {t("experiences.action.viewSeries")}
        </Menu.Item>
        {canEdit && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconCopy size={16} />}
              onClick={() => actions.duplicate(experience)}
              data-testid="experience-duplicate"
            >
              {t("experiences.action.duplicate")}
            </Menu.Item>
            {experience.status !== "Archived" && (
              <Menu.Item
                leftSection={<IconArchive size={16} />}
                onClick={() => actions.archive(experience)}
                data-testid="experience-archive"
              >
                {t("experiences.action.archive")}
              </Menu.Item>
            )}
            {canDelete(experience.status) && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() => actions.remove(experience)}
                data-testid="experience-delete"
              >
                {t("common.delete")}
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
