import { Paper, Table, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import type { StaffActions } from "../model/staff-actions";
import { StaffActionsMenu, type StaffHandlers } from "./staff-actions-menu";
import { StaffLastSignIn } from "./staff-last-sign-in";
import { StaffPerson } from "./staff-person";
import { StaffRoleBadges } from "./staff-role-badges";

export interface StaffListProps extends StaffHandlers {
  people: StaffMember[];
  level: SettingsLevel;
  actionsOf: (person: StaffMember) => StaffActions;
}

/** The staff as a table, from tablet width up. */
export function StaffTable({ people, level, actionsOf, ...handlers }: StaffListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="staff-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("staff.column.person")}</Table.Th>
              <Table.Th>{t("staff.column.roles")}</Table.Th>
              <Table.Th>{t("staff.column.lastSignIn")}</Table.Th>
              <Table.Th w={56}>
                <VisuallyHidden>{t("staff.column.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => (
              <Table.Tr key={person.userId} data-testid="staff-row" data-user-id={person.userId}>
                <Table.Td>
                  <StaffPerson person={person} />
                </Table.Td>
                <Table.Td>
                  <StaffRoleBadges person={person} showProjects={level === "tenant"} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>
                  <StaffLastSignIn at={person.lastSignInAt} />
                </Table.Td>
                <Table.Td>
                  <StaffActionsMenu person={person} actions={actionsOf(person)} level={level} {...handlers} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
