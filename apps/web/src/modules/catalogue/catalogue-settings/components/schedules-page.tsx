import { Button, Card, EmptyState, Stack } from "@mantine/core";
import { IconCalendarTime, IconPlus } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useAssets } from "../api/assets-api";
import { useProjectExperienceOptions } from "../api/project-experiences-api";
import { useScheduleWrites, useSchedules } from "../api/schedules-api";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { ScheduleFormModal } from "./schedule-form/schedule-form-modal";
import { ScheduleGroups } from "./schedule-groups";
import { SlotPreviewPanel } from "./slot-preview-panel";
import { useDeleteConfirm } from "./use-delete-confirm";

/**
 * Schedules (docs/product.md §7.8) by kind: fixed start times, opening hours with slots, and asset
 * rentals. The company page keeps shared presets; a project page shows the project's schedules
 * and the presets, and previews the bookable slots of a day.
 */
export function SchedulesPage({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const projectId = level === "project" ? (project?.id ?? null) : null;
  const schedules = useSchedules(level);
  const assets = useAssets(level);
  const experiences = useProjectExperienceOptions(level === "project");
  const { remove } = useScheduleWrites(level);
  const { confirmDelete, alert } = useDeleteConfirm();
  const [modal, setModal] = useState<{ schedule?: Schedule } | null>(null);
  const list = schedules.data ?? [];
  const assetList = assets.data ?? [];
  const experienceNames = useMemo(
    () => new Map((experiences.data ?? []).map((option) => [option.value, option.label])),
    [experiences.data],
  );
  const assetOptions = {
    assets: assetList,
    isLoading: assets.isLoading,
    notInPlan: assets.error instanceof ApiError && assets.error.status === 403,
    isError: assets.isError,
  };
  const create = () => setModal({});
  const askDelete = (schedule: Schedule) =>
    confirmDelete({
      name: schedule.name,
      title: t("scheduleSettings.deleteTitle", { name: schedule.name }),
      text: t("scheduleSettings.deleteText"),
      remove: () => remove.mutateAsync(schedule.id),
    });
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="schedule-create">
      {t("scheduleSettings.create")}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="schedules-page">
      <ListPageHeader
        title={t("section.schedules")}
        description={t(
          level === "project" ? "scheduleSettings.descriptionProject" : "scheduleSettings.description",
        )}
        action={list.length > 0 && createButton}
      />
      {alert}
      {(level === "project" && !project) || schedules.isLoading ? (
        <ListLoading />
      ) : schedules.isError ? (
        <LoadError onRetry={() => void schedules.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconCalendarTime size={32} />}
            variant="light"
            title={t("scheduleSettings.empty.title")}
            description={t("scheduleSettings.empty.text")}
            data-testid="empty-state"
          >
            <EmptyState.Actions>{createButton}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <>
          <ScheduleGroups
            schedules={list}
            assets={assetList}
            showLevel={level === "project"}
            experienceNames={experienceNames}
            onEdit={(schedule) => setModal({ schedule })}
            onDelete={askDelete}
          />
          {level === "project" && project && (
            <SlotPreviewPanel schedules={list} projectTimeZone={project.timeZone} />
          )}
        </>
      )}
      <ScheduleFormModal
        level={level}
        projectId={projectId}
        opened={modal !== null}
        schedule={modal?.schedule}
        assetOptions={assetOptions}
        experienceOptions={
          level === "project"
            ? {
                data: experiences.data ?? [],
                isLoading: experiences.isLoading,
                isError: experiences.isError,
              }
            : null
        }
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}
