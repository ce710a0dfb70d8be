import {
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { IconFolders, IconPlus, IconSearch } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "@stund/shared/contracts/projects";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useCanManageProjects } from "../hooks/use-can-manage-projects";
import { useDeleteProject, useProjects } from "../hooks/use-projects";
import { ProjectCard } from "./project-card";

// The form (with its country list and image upload) is not needed to show the projects: it loads
// after the page, and the page shows without waiting for it.
const ProjectFormModal = lazy(() =>
  import("./project-form-modal").then((m) => ({ default: m.ProjectFormModal })),
);

/** A search box helps once the list no longer fits on one screen. */
const searchFrom = 7;

const matches = (project: Project, query: string) => {
  const q = query.trim().toLowerCase();
  return !q || project.name.toLowerCase().includes(q) || project.identifier.includes(q);
};

export function ProjectsPage() {
  const { t } = useTranslation();
  const projects = useProjects();
  const canManage = useCanManageProjects();
  const remove = useDeleteProject();
  const [modal, setModal] = useState<{ projectId?: string } | null>(null);
  const [query, setQuery] = useState("");
  const list = projects.data ?? [];
  const editing = modal?.projectId ? list.find((p) => p.id === modal.projectId) : undefined;
  const visible = list.filter((project) => matches(project, query));
  const confirmDelete = (project: Project) =>
    openConfirmDialog({
      title: t("projects.delete.title", { name: project.name }),
      text: t("projects.delete.text"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(project.id),
    });
  const create = () => setModal({});
  return (
    <Stack gap="md" data-testid="projects-page">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2}>{t("section.projects")}</Title>
        {canManage && list.length > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="project-create">
            {t("projects.create")}
          </Button>
        )}
      </Group>
      {list.length >= searchFrom && (
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t("projects.search")}
          aria-label={t("projects.search")}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={{ sm: 360 }}
          data-testid="project-search"
        />
      )}
      {projects.isLoading ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="page-loading">
          {[0, 1, 2].map((n) => (
            <Card withBorder key={n}>
              <Skeleton h={140} mb="md" />
              <Skeleton h={20} w="60%" mb="xs" />
              <Skeleton h={14} w="40%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : projects.isError ? (
        <LoadError onRetry={() => void projects.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconFolders size={32} />}
            variant="light"
            title={t("projects.empty.title")}
            description={canManage ? t("projects.empty.text") : t("projects.empty.textReadOnly")}
            data-testid="empty-state"
          >
            {canManage && (
              <EmptyState.Actions>
                <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="project-create">
                  {t("projects.create")}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Card>
      ) : visible.length === 0 ? (
        <EmptyState
          icon={<IconSearch size={28} />}
          title={t("projects.noMatch", { query })}
          data-testid="projects-no-match"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="project-list">
          {visible.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              canManage={canManage}
              onEdit={() => setModal({ projectId: project.id })}
              onDelete={() => confirmDelete(project)}
            />
          ))}
        </SimpleGrid>
      )}
      <Suspense fallback={null}>
        <ProjectFormModal opened={modal !== null} onClose={() => setModal(null)} project={editing} />
      </Suspense>
    </Stack>
  );
}
