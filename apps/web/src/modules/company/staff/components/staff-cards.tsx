import { Group, Paper, Stack } from "@mantine/core";
import { StaffActionsMenu } from "./staff-actions-menu";
import { StaffLastSignIn } from "./staff-last-sign-in";
import { StaffPerson } from "./staff-person";
import { StaffRoleBadges } from "./staff-role-badges";
import type { StaffListProps } from "./staff-table";

/** The staff as cards on a phone, where the table's columns do not fit. */
export function StaffCards({ people, level, actionsOf, ...handlers }: StaffListProps) {
  return (
    <Stack gap="sm" data-testid="staff-cards">
      {people.map((person) => (
        <Paper withBorder p="md" key={person.userId} data-testid="staff-row" data-user-id={person.userId}>
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <StaffPerson person={person} />
              <StaffActionsMenu person={person} actions={actionsOf(person)} level={level} {...handlers} />
            </Group>
            <StaffRoleBadges person={person} showProjects={level === "tenant"} />
            <StaffLastSignIn at={person.lastSignInAt} withLabel />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
