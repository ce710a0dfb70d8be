import { Card, Group, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconClock, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSummaryFormat } from "../hooks/use-summary-format";
import { ExperienceActionsMenu } from "./experience-actions-menu";
import type { ExperienceListProps } from "./experience-list-props";
import { ExperienceNameLink } from "./experience-name-link";
import { ExperienceStatusBadge } from "./experience-status-badge";
import { ExperienceThumbnail } from "./experience-thumbnail";

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/** The list on phones and narrow windows: one card per experience. */
export function ExperienceCardList({ experiences, canEdit, actions }: ExperienceListProps) {
  const { t } = useTranslation();
  const format = useSummaryFormat();
  return (
    <Stack gap="sm" data-testid="experience-cards">
      {experiences.map((experience) => {
        const name = format.name(experience);
        return (
          <Card withBorder padding="sm" key={experience.id} data-testid="experience-row">
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <ExperienceThumbnail images={experience.images} size={64} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <ExperienceNameLink experience={experience} name={name} canEdit={canEdit} />
                    <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {experience.tag}
                    </Text>
                  </Stack>
                  <ExperienceActionsMenu
                    experience={experience}
                    name={name}
                    canEdit={canEdit}
                    actions={actions}
                  />
                </Group>
                <Group gap="xs" wrap="wrap">
                  <ExperienceStatusBadge status={experience.status} />
                  <Text size="sm" fw={600} data-testid="experience-price">
                    {t("experiences.fromPrice", { price: format.fromPrice(experience) })}
                  </Text>
                </Group>
                <Group gap="md" wrap="wrap">
                  <Fact icon={<IconClock size={14} />}>{format.duration(experience)}</Fact>
                  <Fact icon={<IconUsers size={14} />}>
                    {t("experiences.capacityCount", { count: experience.capacity })}
                  </Fact>
                  <Fact icon={<IconCalendarEvent size={14} />}>
                    {t("experiences.upcomingCount", { count: experience.upcomingEvents })}
                  </Fact>
                </Group>
              </Stack>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
