import { Button, Group } from "@mantine/core";
import { IconBolt, IconCalendar, IconCalendarPlus, IconSparkles, IconTemplate } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useAccess } from "../../../../lib/access/use-access";

interface Shortcut {
  path: string;
  label: string;
  icon: ReactNode;
  show: boolean;
}

/**
 * The project's everyday destinations. Like the navigation (docs/product.md §3.6), a shortcut the user's roles
 * or tier do not open is left out.
 */
export function HomeShortcuts() {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const canEdit = useAccess("catalogueEdit").decision === "allowed";
  const canQuickBook = useAccess("quickBooking").decision === "allowed";
  const shortcuts: Shortcut[] = [
    {
      path: "create-experience",
      label: t("home.shortcut.createExperience"),
      icon: <IconSparkles size={16} />,
      show: canEdit,
    },
    {
      path: "create-events",
      label: t("home.shortcut.createEvents"),
      icon: <IconCalendarPlus size={16} />,
      show: canEdit,
    },
    {
      path: "availability",
      label: t("home.shortcut.availability"),
      icon: <IconCalendar size={16} />,
      show: true,
    },
    {
      path: "event-templates",
      label: t("home.shortcut.eventTemplates"),
      icon: <IconTemplate size={16} />,
      show: true,
    },
    {
      path: "quick-booking",
      label: t("home.shortcut.quickBooking"),
      icon: <IconBolt size={16} />,
      show: canQuickBook,
    },
  ];
  return (
    <Group gap="xs" wrap="wrap" data-testid="home-shortcuts">
      {shortcuts
        .filter((shortcut) => shortcut.show)
        .map((shortcut) => (
          <Button
            key={shortcut.path}
            component={Link}
            to={`/${tenant}/${project}/${shortcut.path}`}
            variant="light"
            leftSection={shortcut.icon}
            data-testid={`shortcut-${shortcut.path}`}
          >
            {shortcut.label}
          </Button>
        ))}
    </Group>
  );
}
