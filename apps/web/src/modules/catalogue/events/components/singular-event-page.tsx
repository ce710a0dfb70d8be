import { Alert, Anchor, Stack } from "@mantine/core";
import { IconAlertTriangle, IconUnlink } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { useEventDetail, useEventWrites } from "../api/events-api";
import { useCanEditCatalogue, useCanOperateEvents } from "../hooks/use-event-access";
import { useLocalized } from "../model/localized";
import { DelayEventModal } from "./delay-event-modal";
import { EventActions } from "./event-actions";
import { EventEditForm } from "./event-edit-form";
import { EventOverview } from "./event-overview";
import { LoadingBlocks } from "./loading-blocks";
import { ManifestTable } from "./manifest-table";
import { PageTitle } from "./page-title";
import { EventStaffPanel } from "../../staff-schedule/components/event-staff-panel";

/** edit-singular-event/{id}: one departure, its actions and its manifest. */
export function SingularEventPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const navigate = useNavigate();
  const { tenant, project, id = "" } = useParams();
  const query = useEventDetail(id);
  const writes = useEventWrites(id);
  const canOperate = useCanOperateEvents();
  const canEdit = useCanEditCatalogue();
  const [delaying, setDelaying] = useState(false);
  const base = `/${tenant}/${project}`;

  if (query.isLoading) return <LoadingBlocks count={3} />;
  if (query.isError || !query.data)
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <Alert color="orange" data-testid="event-missing">
        {t("section.editSingularEvent.empty")}
      </Alert>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    );

  const event = query.data;
  const ended = event.status === "Cancelled" || event.status === "Deleted";
  const seriesTo = event.seriesId ? `${base}/edit-event-series/${encodeURIComponent(event.seriesId)}` : null;
  return (
    <Stack gap="md" data-testid="singular-event-page">
      <PageTitle
        title={t("section.editSingularEvent")}
        description={
          <Anchor
            component={Link}
            to={`${base}/experiences/${encodeURIComponent(event.experienceTag)}`}
            size="sm"
          >
            {localized(event.experienceName)}
          </Anchor>
        }
      />
      {event.flagged && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t("events.event.flaggedTitle")}
          data-testid="event-flagged"
        >
          {event.flagReason || t("events.event.flaggedDefault")}
        </Alert>
      )}
      {event.detached && event.seriesId && (
        <Alert color="blue" variant="light" icon={<IconUnlink size={18} />} data-testid="event-detached">
          {t("events.event.detached")}
        </Alert>
      )}
      {ended && (
        <Alert color="red" variant="light" data-testid="event-ended">
          {t(event.status === "Cancelled" ? "events.event.cancelledNote" : "events.event.deletedNote")}
        </Alert>
      )}
      <EventOverview event={event} seriesTo={seriesTo} />
      <EventActions
        event={event}
        writes={writes}
        canOperate={canOperate}
        canDelete={canEdit}
        onDelay={() => setDelaying(true)}
        onDeleted={() => void navigate(`${base}/availability`)}
      />
      {canOperate && !ended && (
        <EventEditForm
          key={event.updatedAt}
          event={event}
          saving={writes.update.isPending}
          onSave={(body, handlers) => writes.update.mutate(body, handlers)}
        />
      )}
      <EventStaffPanel eventId={event.id} />
      <ManifestTable entries={event.manifest} timeZone={event.timeZone} />
      <DelayEventModal
        event={event}
        opened={delaying}
        busy={writes.delay.isPending}
        onClose={() => setDelaying(false)}
        onDelay={(body) => writes.delay.mutate(body, { onSuccess: () => setDelaying(false) })}
      />
    </Stack>
  );
}
