import { ActionIcon, Anchor, Badge, Box, Card, Center, Group, Image, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconPencil, IconPhoto, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";

interface ProjectCardProps {
  project: Project;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One project: its picture, name, identifier and number of sales units; opens the project's home. */
export function ProjectCard({ project, canManage, onEdit, onDelete }: ProjectCardProps) {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const home = `/${tenant}/${project.identifier}/home`;
  return (
    <Card withBorder padding="md" radius="md" data-testid={`project-card-${project.identifier}`}>
      <Card.Section component={Link} to={home} tabIndex={-1} aria-hidden>
        {project.image ? (
          <Image src={project.image} alt="" h={140} fit="cover" />
        ) : (
          <Center h={140} bg="var(--mantine-color-teal-light)" c="teal">
            <IconPhoto size={40} stroke={1.5} />
          </Center>
        )}
      </Card.Section>
      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="md" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={home}
            fw={600}
            size="lg"
            c="var(--mantine-color-text)"
            style={{ overflowWrap: "anywhere" }}
            data-testid="project-open"
          >
            {project.name}
          </Anchor>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            /{project.identifier}
          </Text>
        </Stack>
        {canManage && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t("projects.card.actions", { name: project.name })}
                data-testid="project-actions"
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid="project-edit">
                {t("common.edit")}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTrash size={16} />}
                color="red"
                onClick={onDelete}
                data-testid="project-delete"
              >
                {t("common.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {project.description && (
        <Text size="sm" c="dimmed" lineClamp={2} mt="xs">
          {project.description}
        </Text>
      )}
      <Box mt="sm">
        <Badge variant="light" data-testid="project-sales-unit-count">
          {t("projects.card.salesUnits", { count: project.salesUnits.length })}
        </Badge>
      </Box>
    </Card>
  );
}
