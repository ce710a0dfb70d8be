import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconInfoCircle, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../../lib/http/api-error";
import { DangerZone } from "../../../../components/danger-zone/danger-zone";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { SectionGuard } from "../../../../components/access/section-guard";
import { useExperience } from "../../../../lib/queries/experience-queries";
import {
  useDeleteSeries,
  useSeries,
  useUpdateSeries,
  type SeriesChangeResult,
} from "../api/event-series-api";
import { useProjectClock } from "../../../../lib/project/project-clock";
import { useLocalized } from "../model/localized";
import { seriesValuesFrom } from "../model/series-form";
import { LoadingBlocks } from "./loading-blocks";
import { PageTitle } from "./page-title";
import { SeriesChangeAlert } from "./series-change-alert";
import { SeriesForm } from "./series-form";

/** edit-event-series/{id}: change a series; only its future events follow. */
export function SeriesEditorPage() {
  return (
    <SectionGuard section="catalogueEdit">
      <SeriesEditor />
    </SectionGuard>
  );
}

function SeriesEditor() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const { tenant, project, id = "" } = useParams();
  const series = useSeries(id);
  const experience = useExperience(series.data?.experienceId);
  const zone = useProjectClock();
  const update = useUpdateSeries(id);
  const remove = useDeleteSeries();
  const [result, setResult] = useState<SeriesChangeResult>();
  const base = `/${tenant}/${project}`;

  if (series.isError)
    return series.error instanceof ApiError && series.error.status === 404 ? (
      <Alert color="orange" data-testid="series-missing">
        {t("section.editEventSeries.empty")}
      </Alert>
    ) : (
      <LoadError onRetry={() => void series.refetch()} />
    );
  if (experience.isError) return <LoadError onRetry={() => void experience.refetch()} />;
  if (zone.isError) return <LoadError onRetry={zone.refetch} />;
  if (!series.data || !experience.data || !zone.timeZone || !zone.today) return <LoadingBlocks count={3} />;

  const current = series.data;
  const seriesPage = `${base}/experiences/${encodeURIComponent(current.experienceTag)}`;
  const confirmDelete = () =>
    openConfirmDialog({
      title: t("events.series.deleteTitle"),
      text: t("events.series.deleteText"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(current.id).then(() => navigate(seriesPage)),
    });

  return (
    <Stack gap="md" data-testid="series-editor-page">
      <PageTitle
        title={t("section.editEventSeries")}
        description={
          <Anchor component={Link} to={seriesPage} size="sm">
            {localized(experience.data.name)}
          </Anchor>
        }
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        <Text size="sm">{t("events.seriesEditor.futureOnly")}</Text>
      </Alert>
      {result && <SeriesChangeAlert result={result} onClose={() => setResult(undefined)} />}
      <SeriesForm
        key={current.updatedAt}
        experience={experience.data}
        timeZone={zone.timeZone}
        today={zone.today}
        initialValues={seriesValuesFrom(current, experience.data.currency)}
        previousOverrides={current.priceOverrides}
        submitLabel={t("common.save")}
        submitting={update.isPending}
        onSubmit={(body) => update.mutate(body, { onSuccess: setResult })}
      />
      <DangerZone title={t("events.seriesEditor.dangerTitle")} testId="series-danger-zone">
        <Text size="sm">{t("events.series.deleteText")}</Text>
        <div>
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} />}
            onClick={confirmDelete}
            data-testid="series-delete"
          >
            {t("events.seriesEditor.delete")}
          </Button>
        </div>
      </DangerZone>
    </Stack>
  );
}
