import { Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarOff } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { addDays } from "@stund/shared/scheduling/local-date";
import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import { LoadError } from "../../../../components/load-error";
import { subjectOf } from "../../../../lib/access/use-access";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { useSchedule } from "../api/staff-schedule-api";
import { scopeFrom, type ScheduleScope } from "../model/default-scope";
import { departuresByDay, pageDate, weekOf } from "../model/schedule-week";
import { AgendaView } from "./agenda-view";
import { CalendarFeedModal } from "./calendar-feed-modal";
import { DepartureDrawer } from "./departure-drawer";
import { ScheduleToolbar, type ScheduleView } from "./schedule-toolbar";
import { WeekView } from "./week-view";

/**
 * /{tenant}/schedule: the departures of the week in every project the person may see, with who
 * is on them. The week, view, scope and project are kept in the address.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const [params, setParams] = useSearchParams();
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const [open, setOpen] = useState<ScheduleDeparture | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const zone = tenant.data?.settings.timeZone;
  const today = zone ? localDateInZone(new Date(), zone) : "";
  const date = zone ? pageDate(params.get("date"), zone) : null;
  const week = useMemo(() => (date && zone ? weekOf(date, zone) : null), [date, zone]);
  const view: ScheduleView = params.get("view") === "agenda" ? "agenda" : "week";
  const scope = scopeFrom(params.get("scope"), user.data ? subjectOf(user.data) : undefined);
  const projectId = params.get("project");
  const schedule = useSchedule(
    week && user.data
      ? {
          from: week.from,
          to: week.to,
          mine: scope === "mine" ? "true" : undefined,
          projectId: projectId ?? undefined,
        }
      : null,
  );
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes))
          if (value === null) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const data = schedule.data;
  const byDay = week && data ? departuresByDay(data.departures, week.days, data.timeZone) : null;
  const title = week ? `${dates.short(week.days[0]!)} – ${dates.short(week.days[6]!)}` : "";
  return (
    <Stack gap="md" data-testid="schedule-page">
      <Title order={2}>{t("section.schedule")}</Title>
      <ScheduleToolbar
        title={title}
        view={view}
        scope={scope}
        projectId={projectId}
        projects={data?.projects ?? []}
        onView={(next) => set({ view: next })}
        onScope={(next: ScheduleScope) => set({ scope: next })}
        onProject={(next) => set({ project: next })}
        onPrevious={() => date && set({ date: addDays(date, -7) })}
        onNext={() => date && set({ date: addDays(date, 7) })}
        onToday={() => set({ date: null })}
        onFeed={() => setFeedOpen(true)}
      />
      {zone && data && (
        <Text size="xs" c="dimmed">
          {t("staffSchedule.timeZone", { zone: data.timeZone })}
        </Text>
      )}
      {tenant.isError || schedule.isError ? (
        <LoadError onRetry={() => void (tenant.isError ? tenant.refetch() : schedule.refetch())} />
      ) : !byDay || !data ? (
        <Stack gap="xs" data-testid="schedule-loading">
          <Skeleton h={24} w="40%" />
          <Skeleton h={160} />
        </Stack>
      ) : data.departures.length === 0 ? (
        <Group gap="xs" justify="center" py="xl" data-testid="schedule-empty">
          <IconCalendarOff size={20} />
          <Text c="dimmed">{t(scope === "mine" ? "staffSchedule.emptyMine" : "staffSchedule.empty")}</Text>
        </Group>
      ) : view === "week" ? (
        <WeekView byDay={byDay} today={today} timeZone={data.timeZone} onOpen={setOpen} />
      ) : (
        <AgendaView byDay={byDay} timeZone={data.timeZone} onOpen={setOpen} />
      )}
      <DepartureDrawer departure={open} onClose={() => setOpen(null)} />
      <CalendarFeedModal opened={feedOpen} onClose={() => setFeedOpen(false)} />
    </Stack>
  );
}
