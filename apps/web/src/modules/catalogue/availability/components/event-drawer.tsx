import { Button, Divider, Drawer, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconPencil } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { Language } from "@stund/shared/enums";
import { LoadError } from "../../../../components/load-error";
import { useEventDetail } from "../../events/api/events-api";
import { experienceNameOf } from "../model/calendar-events";
import { phoneMaxWidth } from "../model/calendar-views";
import { seatsLabel } from "../../../../lib/formats/fill-colour";
import { EventFacts } from "./event-facts";
import { EventQuickActions } from "./event-quick-actions";
import { EventStatusBadges } from "./event-status-badges";
import { EventStaffPanel } from "../../staff-schedule/components/event-staff-panel";

/** What the drawer gives the list of a departure's bookings, which the bookings screens draw. */
export interface EventManifestProps {
  eventId: string;
  canCheckIn: boolean;
}

interface EventDrawerProps {
  eventId: string | null;
  onClose: () => void;
  language: Language;
  canOperate: boolean;
  canEdit: boolean;
  /** The manifest of the departure's bookings, drawn under its facts when the console gives one. */
  manifest?: ComponentType<EventManifestProps>;
}

/** One departure in detail: facts, quick actions for staff and the manifest of its bookings. */
export function EventDrawer({
  eventId,
  onClose,
  language,
  canOperate,
  canEdit,
  manifest: Manifest,
}: EventDrawerProps) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const phone = useMediaQuery(`(max-width: ${phoneMaxWidth}px)`);
  const detail = useEventDetail(eventId);
  const event = detail.data;
  const name = event ? experienceNameOf(event, language) : "";
  return (
    <Drawer
      opened={eventId !== null}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={event ? <Text fw={700}>{name}</Text> : t("availability.drawerTitle")}
      data-testid="event-drawer"
    >
      {detail.isLoading ? (
        <Stack data-testid="drawer-loading">
          <Skeleton h={16} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={80} />
        </Stack>
      ) : detail.isError || !event ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs">
              <Text fw={600} data-testid="drawer-seats">
                {t("availability.seatsTaken", { seats: seatsLabel(event) })}
              </Text>
              <EventStatusBadges event={event} />
            </Group>
            {canEdit && (
              <Button
                component={Link}
                to={`/${tenant}/${project}/edit-singular-event/${event.id}`}
                size="xs"
                variant="default"
                leftSection={<IconPencil size={14} />}
                data-testid="event-edit-link"
              >
                {t("availability.editEvent")}
              </Button>
            )}
          </Group>
          <EventFacts event={event} />
          {canOperate && (
            <>
              <Divider />
              <EventQuickActions event={event} name={name} />
            </>
          )}
          <Divider />
          <EventStaffPanel eventId={event.id} />
          {Manifest && (
            <>
              <Divider />
              <Manifest eventId={event.id} canCheckIn={canOperate} />
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
