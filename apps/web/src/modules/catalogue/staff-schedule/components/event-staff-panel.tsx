import { Alert, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconUsers } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { EventStaff } from "@stund/shared/contracts/staff-schedule";
import { LoadError } from "../../../../components/load-error";
import { useEventStaff } from "../api/staff-schedule-api";
import { PersonConflicts } from "./person-conflicts";
import { StaffAvatars } from "./staff-avatars";
import { StaffEditor } from "./staff-editor";

/**
 * A departure's staff: managers and administrators of its project pick who is on it; everyone
 * else sees who is. Used on the schedule, in the calendar's drawer and on the event's page.
 */
export function EventStaffPanel({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const staff = useEventStaff(eventId);
  return (
    <Stack gap="xs" data-testid="event-staff-panel">
      <Group gap={6}>
        <IconUsers size={18} />
        <Title order={4}>{t("staffSchedule.staff.title")}</Title>
      </Group>
      {staff.isLoading ? (
        <Stack gap={6} data-testid="event-staff-loading">
          <Skeleton h={14} w="50%" />
          <Skeleton h={36} />
        </Stack>
      ) : staff.isError || !staff.data ? (
        <LoadError onRetry={() => void staff.refetch()} />
      ) : staff.data.canAssign ? (
        // A new answer (after a save or a refetch) starts the editor from what is stored.
        <StaffEditor key={staff.data.assigned.map((person) => person.userId).join()} staff={staff.data} />
      ) : (
        <AssignedStaff staff={staff.data} />
      )}
    </Stack>
  );
}

/** Who is on the departure, for those who may not change it. */
function AssignedStaff({ staff }: { staff: EventStaff }) {
  const { t } = useTranslation();
  if (staff.assigned.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="event-staff-none">
        {t("staffSchedule.staff.none")}
      </Text>
    );
  return (
    <Stack gap={6} data-testid="event-staff-list">
      <StaffAvatars
        staff={staff.assigned.map((person) => ({ ...person, hasConflict: person.conflicts.length > 0 }))}
      />
      {staff.assigned.map((person) => (
        <div key={person.userId} data-testid="event-staff-person">
          <Text size="sm">{person.name}</Text>
          <PersonConflicts conflicts={person.conflicts} timeZone={staff.timeZone} />
        </div>
      ))}
      {(staff.status === "Cancelled" || staff.status === "Deleted") && (
        <Alert color="gray" variant="light" p="xs">
          <Text size="xs">{t("staffSchedule.staff.ended")}</Text>
        </Alert>
      )}
    </Stack>
  );
}
