import { Alert, Badge, Button, Card, EmptyState, Group, Stack } from "@mantine/core";
import { IconCalendarPlus, IconPencil, IconRepeat } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import type { Series } from "@stund/shared/contracts/catalogue/events";
import type { ExperienceStatus } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useExperienceByTag } from "../../../../lib/queries/experience-queries";
import { useDeleteSeries, useSeriesList, type SeriesChangeResult } from "../api/event-series-api";
import { useCanEditCatalogue } from "../hooks/use-event-access";
import { useLocalized } from "../model/localized";
import { LoadingBlocks } from "./loading-blocks";
import { PageTitle } from "./page-title";
import { SeriesCard } from "./series-card";
import { SeriesChangeAlert } from "./series-change-alert";

const statusColour: Record<ExperienceStatus, string> = { Draft: "gray", Published: "green", Archived: "red" };

/** experiences/{experienceTag}: the experience's event series. */
export function ExperienceSeriesPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { tenant, project, experienceTag } = useParams();
  const location = useLocation();
  const experience = useExperienceByTag(experienceTag);
  const seriesList = useSeriesList(experience.data?.id);
  const remove = useDeleteSeries();
  const canEdit = useCanEditCatalogue();
  const [result, setResult] = useState<SeriesChangeResult | undefined>(
    (location.state as { seriesResult?: SeriesChangeResult } | null)?.seriesResult,
  );
  const base = `/${tenant}/${project}`;
  const createTo = `${base}/create-events/${encodeURIComponent(experienceTag ?? "")}`;

  if (experience.isLoading) return <LoadingBlocks count={3} />;
  if (experience.isError || !experience.data)
    return experience.error instanceof ApiError && experience.error.status === 404 ? (
      <Alert color="orange" data-testid="experience-missing">
        {t("events.experience.notFound")}
      </Alert>
    ) : (
      <LoadError onRetry={() => void experience.refetch()} />
    );

  const current = experience.data;
  const confirmDelete = (series: Series) =>
    openConfirmDialog({
      title: t("events.series.deleteTitle"),
      text: t("events.series.deleteText"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(series.id),
    });
  const createButton = canEdit && (
    <Button
      component={Link}
      to={createTo}
      leftSection={<IconCalendarPlus size={16} />}
      data-testid="create-events"
    >
      {t("section.createEvents")}
    </Button>
  );
  const list = seriesList.data ?? [];

  return (
    <Stack gap="md" data-testid="experience-series-page">
      <PageTitle
        title={localized(current.name)}
        description={
          <Group gap="xs" component="span">
            <Badge color={statusColour[current.status]} variant="light" data-testid="experience-status">
              {t(`events.experienceStatus.${current.status}`)}
            </Badge>
            {t("section.eventSeries")}
          </Group>
        }
        actions={
          <>
            {canEdit && (
              <Button
                component={Link}
                to={`${base}/edit-experience/${encodeURIComponent(current.id)}`}
                variant="default"
                leftSection={<IconPencil size={16} />}
                data-testid="edit-experience"
              >
                {t("events.experience.edit")}
              </Button>
            )}
            {list.length > 0 && createButton}
          </>
        }
      />
      {result && <SeriesChangeAlert result={result} onClose={() => setResult(undefined)} />}
      {seriesList.isLoading ? (
        <LoadingBlocks />
      ) : seriesList.isError ? (
        <LoadError onRetry={() => void seriesList.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconRepeat size={32} />}
            variant="light"
            title={t("events.series.emptyTitle")}
            description={t("events.series.emptyText")}
            data-testid="empty-state"
          >
            {createButton && <EmptyState.Actions>{createButton}</EmptyState.Actions>}
          </EmptyState>
        </Card>
      ) : (
        <Stack gap="sm" data-testid="series-list">
          {list.map((series) => (
            <SeriesCard
              key={series.id}
              series={series}
              canEdit={canEdit}
              editTo={`${base}/edit-event-series/${encodeURIComponent(series.id)}`}
              onDelete={() => confirmDelete(series)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
