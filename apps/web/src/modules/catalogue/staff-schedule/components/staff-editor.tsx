import { Alert, Button, Group, MultiSelect, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EventStaff, StaffConflict, StaffConflictProblem } from "@stund/shared/contracts/staff-schedule";
import { toastSuccess } from "../../../../components/toasts/toast-store";
import { ApiError } from "../../../../lib/http/api-error";
import { useReplaceEventStaff } from "../api/staff-schedule-api";
import { PersonConflicts } from "./person-conflicts";

interface Person {
  userId: string;
  name: string;
  label: string;
  conflicts: StaffConflict[];
  isCandidate: boolean;
}

/** Everyone the picker offers: the candidates, and people assigned who no longer are ones. */
function peopleOf(staff: EventStaff, roleName: (role: string) => string): Map<string, Person> {
  const people = new Map<string, Person>();
  for (const candidate of staff.candidates)
    people.set(candidate.userId, {
      ...candidate,
      label: `${candidate.name} · ${roleName(candidate.role)}`,
      isCandidate: true,
    });
  for (const person of staff.assigned)
    if (!people.has(person.userId)) people.set(person.userId, { ...person, label: person.name });
  return people;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The picker of a departure's staff, with the overlaps of each person and the 409's question. */
export function StaffEditor({ staff }: { staff: EventStaff }) {
  const { t } = useTranslation();
  const save = useReplaceEventStaff(staff.eventId);
  const assigned = staff.assigned.map((person) => person.userId);
  const [selected, setSelected] = useState<string[]>(assigned);
  const [conflicts, setConflicts] = useState<StaffConflictProblem["conflicts"] | null>(null);
  const ended = staff.status === "Cancelled" || staff.status === "Deleted";
  const people = peopleOf(staff, (role) => t(`staffSchedule.role.${role}`));
  // A departure that does not run only loses people: the picker offers no one new.
  const offered = [...people.values()].filter((person) => !ended || assigned.includes(person.userId));
  const problem = save.error instanceof ApiError && save.error.status !== 409 ? save.error.problem : null;

  const submit = (confirmConflicts: boolean) =>
    save.mutate(
      { userIds: selected, confirmConflicts },
      {
        onSuccess: () => {
          setConflicts(null);
          toastSuccess("event-staff", t("staffSchedule.staff.saved"));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            setConflicts((error.problem as StaffConflictProblem).conflicts ?? []);
        },
      },
    );

  return (
    <Stack gap="xs" data-testid="staff-editor">
      {ended && (
        <Text size="xs" c="dimmed">
          {t("staffSchedule.staff.ended")}
        </Text>
      )}
      <MultiSelect
        label={t("staffSchedule.staff.pick")}
        placeholder={selected.length === 0 ? t("staffSchedule.staff.pickPlaceholder") : undefined}
        data={offered.map((person) => ({ value: person.userId, label: person.label }))}
        value={selected}
        onChange={(value) => {
          setSelected(value);
          setConflicts(null);
        }}
        searchable
        clearable
        hidePickedOptions
        nothingFoundMessage={t("staffSchedule.staff.nothingToPick")}
        comboboxProps={{ withinPortal: true }}
        data-testid="staff-picker"
      />
      {selected.map((userId) => {
        const person = people.get(userId);
        if (!person || (person.conflicts.length === 0 && person.isCandidate)) return null;
        return (
          <div key={userId} data-testid="staff-picked-warning">
            <Text size="xs" fw={600}>
              {person.name}
            </Text>
            {!person.isCandidate && (
              <Text size="xs" c="dimmed">
                {t("staffSchedule.staff.notCandidate")}
              </Text>
            )}
            <PersonConflicts conflicts={person.conflicts} timeZone={staff.timeZone} />
          </div>
        );
      })}
      {problem && (
        <Alert color="red" variant="light" data-testid="staff-save-error">
          {problem.title}
        </Alert>
      )}
      {conflicts ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t("staffSchedule.conflicts.title")}
          data-testid="staff-conflicts"
        >
          <Stack gap="xs">
            <Text size="sm">{t("staffSchedule.conflicts.text")}</Text>
            {[...new Set(conflicts.map((conflict) => conflict.userId))].map((userId) => (
              <div key={userId}>
                <Text size="xs" fw={600}>
                  {conflicts.find((conflict) => conflict.userId === userId)?.name}
                </Text>
                <PersonConflicts
                  conflicts={conflicts.filter((conflict) => conflict.userId === userId)}
                  timeZone={staff.timeZone}
                />
              </div>
            ))}
            <Group gap="xs">
              <Button
                size="xs"
                color="orange"
                loading={save.isPending}
                onClick={() => submit(true)}
                data-testid="staff-confirm-conflicts"
              >
                {t("staffSchedule.conflicts.confirm")}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConflicts(null)}>
                {t("staffSchedule.conflicts.cancel")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="flex-end">
          <Button
            size="xs"
            disabled={sameSet(selected, assigned)}
            loading={save.isPending}
            onClick={() => submit(false)}
            data-testid="staff-save"
          >
            {t("staffSchedule.staff.save")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
