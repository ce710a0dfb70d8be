import {
  Alert,
  Anchor,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCalendarOff, IconChecks, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { useLanguage } from "../../../../lib/language/use-language";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { useAccess } from "../../../../lib/access/use-access";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useExperiences } from "../../../../lib/queries/experience-queries";
import {
  useBulkEventAction,
  useEventsInRange,
  type BulkEventAction,
  type BulkEventResult,
} from "../../events/api/events-api";
import { useAvailabilityHub } from "../hooks/use-availability-hub";
import { useEventSelection } from "../hooks/use-event-selection";
import { matchesExperiences, noFilters, type EventFilters } from "../model/calendar-events";
import { instantRangeFor, isInWallRange, type WallRange } from "../model/calendar-range";
import { phoneMaxWidth, type CalendarView } from "../model/calendar-views";
import { AvailabilityFilters } from "./availability-filters";
import { BulkActionBar } from "./bulk-action-bar";
import { BulkResultAlert } from "./bulk-result-alert";
import { EventDrawer, type EventManifestProps } from "./event-drawer";
import { LiveBadge } from "./live-badge";

const AvailabilityCalendar = lazy(() => import("./availability-calendar"));

const localDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The project's departures on a calendar (month, week, day, list) with seats and status, live
 * updates, a detail drawer (with the manifest the console puts in it), and bulk actions on a
 * selection. `?date=YYYY-MM-DD` opens on a date and `?event={id}` opens an event's drawer.
 */
export function AvailabilityPage({ manifest }: { manifest?: ComponentType<EventManifestProps> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant, project } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const phone = useMediaQuery(`(max-width: ${phoneMaxWidth}px)`, false, { getInitialValueInEffect: false });
  const [initialView] = useState<CalendarView>(phone ? "listWeek" : "dayGridMonth");
  const [initialDate] = useState(() => {
    const date = searchParams.get("date");
    return date && localDatePattern.test(date) ? date : undefined;
  });
  const [range, setRange] = useState<WallRange | null>(null);
  const [filters, setFilters] = useState<EventFilters>(noFilters);
  const [result, setResult] = useState<BulkEventResult | null>(null);
  const selection = useEventSelection();
  const hubState = useAvailabilityHub();
  const canOperate = useAccess("eventOperations").decision === "allowed";
  const canEdit = useAccess("catalogueEdit").decision === "allowed";
  const experiences = useExperiences();
  const currentProject = useCurrentProject();
  const tenantDetails = useCurrentTenant();
  const bulk = useBulkEventAction();

  const query = useMemo(
    () =>
      range
        ? { ...instantRangeFor(range), tag: filters.tag ?? undefined, status: filters.status ?? undefined }
        : null,
    [range, filters.tag, filters.status],
  );
  const events = useEventsInRange(query);
  const visible = useMemo(
    () =>
      range
        ? (events.data ?? []).filter(
            (event) =>
              isInWallRange(event.localStart, range) && matchesExperiences(event, filters.experienceIds),
          )
        : [],
    [events.data, range, filters.experienceIds],
  );
  const timeZone =
    events.data?.[0]?.timeZone ?? currentProject?.timeZone ?? tenantDetails.data?.settings?.timeZone;
  const openEventId = searchParams.get("event");

  const setOpenEvent = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set("event", id);
          else next.delete("event");
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const { active: selecting, toggle } = selection;
  const onEventClick = useCallback(
    (id: string) => (selecting ? toggle(id) : setOpenEvent(id)),
    [selecting, toggle, setOpenEvent],
  );
  const runBulk = (action: BulkEventAction) =>
    bulk.mutateAsync(action).then((answer) => {
      setResult(answer);
      selection.clear();
    });
  const createEventsLink = `/${tenant}/${project}/create-events`;
  const showEmpty = Boolean(range) && events.isSuccess && !events.isFetching && visible.length === 0;

  return (
    <Stack gap="md" pb={selection.ids.size > 0 ? 96 : undefined} data-testid="availability-page">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Title order={2}>{t("section.availability")}</Title>
          <LiveBadge state={hubState} />
        </Group>
        {canEdit && (
          <Button
            component={Link}
            to={createEventsLink}
            leftSection={<IconPlus size={16} />}
            data-testid="create-events"
          >
            {t("availability.createEvents")}
          </Button>
        )}
      </Group>

      <AvailabilityFilters
        filters={filters}
        onChange={setFilters}
        experiences={experiences.data ?? []}
        experiencesLoading={experiences.isLoading}
        language={language}
      />

      {canOperate && (
        <Group gap="sm" wrap="wrap" data-testid="selection-controls">
          <Switch
            label={t("availability.selectMode")}
            checked={selection.active}
            onChange={(e) => selection.setActive(e.currentTarget.checked)}
            data-testid="select-mode"
          />
          {selection.active && (
            <>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconChecks size={14} />}
                disabled={visible.length === 0}
                onClick={() => selection.selectAll(visible.map((event) => event.id))}
                data-testid="select-all"
              >
                {t("availability.selectAll")}
              </Button>
              <Text size="sm" c="dimmed">
                {t("availability.selectHelp")}
              </Text>
            </>
          )}
        </Group>
      )}

      {result && <BulkResultAlert result={result} onClose={() => setResult(null)} />}
      {events.isError && <LoadError onRetry={() => void events.refetch()} />}
      {showEmpty && (
        <Alert
          color="blue"
          icon={<IconCalendarOff size={18} />}
          title={t("availability.empty.title")}
          data-testid="empty-range"
        >
          {t("availability.empty.text")}{" "}
          {canEdit && (
            <Anchor component={Link} to={createEventsLink} size="sm">
              {t("availability.createEvents")}
            </Anchor>
          )}
        </Alert>
      )}

      <Paper withBorder p={{ base: "xs", sm: "md" }} pos="relative">
        <LoadingOverlay
          visible={events.isFetching}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          data-testid="calendar-fetching"
        />
        <Suspense fallback={<Skeleton h={480} data-testid="calendar-loading" />}>
          <AvailabilityCalendar
            events={visible}
            selectedIds={selection.ids}
            language={language}
            timeZone={timeZone}
            initialView={initialView}
            initialDate={initialDate}
            onRangeChange={setRange}
            onEventClick={onEventClick}
          />
        </Suspense>
      </Paper>

      <EventDrawer
        eventId={openEventId}
        onClose={() => setOpenEvent(null)}
        language={language}
        canOperate={canOperate}
        canEdit={canEdit}
        manifest={manifest}
      />
      {canOperate && (
        <BulkActionBar ids={selection.ids} busy={bulk.isPending} onRun={runBulk} onClear={selection.clear} />
      )}
    </Stack>
  );
}
