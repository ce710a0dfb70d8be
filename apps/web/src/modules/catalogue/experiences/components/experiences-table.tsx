import { Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSummaryFormat } from "../hooks/use-summary-format";
import type { ExperienceListProps } from "./experience-list-props";
import { ExperienceActionsMenu } from "./experience-actions-menu";
import { ExperienceNameLink } from "./experience-name-link";
import { ExperienceStatusBadge } from "./experience-status-badge";
import { ExperienceThumbnail } from "./experience-thumbnail";

/** The list on wide screens: one row per experience. */
export function ExperiencesTable({ experiences, canEdit, actions }: ExperienceListProps) {
  const { t } = useTranslation();
  const format = useSummaryFormat();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="experience-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("experiences.column.name")}</Table.Th>
            <Table.Th>{t("experiences.column.status")}</Table.Th>
            <Table.Th>{t("experiences.column.duration")}</Table.Th>
            <Table.Th ta="right">{t("experiences.column.capacity")}</Table.Th>
            <Table.Th ta="right">{t("experiences.column.fromPrice")}</Table.Th>
            <Table.Th ta="right">{t("experiences.column.upcomingEvents")}</Table.Th>
            <Table.Th w={48}>
              <VisuallyHidden>{t("experiences.column.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {experiences.map((experience) => {
            const name = format.name(experience);
            return (
              <Table.Tr key={experience.id} data-testid="experience-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ExperienceThumbnail images={experience.images} size={44} />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <ExperienceNameLink experience={experience} name={name} canEdit={canEdit} />
                      <Text size="xs" c="dimmed" ff="monospace" data-testid="experience-tag">
                        {experience.tag}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ExperienceStatusBadge status={experience.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{format.duration(experience)}</Table.Td>
                <Table.Td ta="right">{experience.capacity}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: "nowrap" }} data-testid="experience-price">
                  {format.fromPrice(experience)}
                </Table.Td>
                <Table.Td ta="right" data-testid="experience-upcoming">
                  {experience.upcomingEvents}
                </Table.Td>
                <Table.Td>
                  <ExperienceActionsMenu
                    experience={experience}
                    name={name}
                    canEdit={canEdit}
                    actions={actions}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
