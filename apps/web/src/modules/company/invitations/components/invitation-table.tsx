import { Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRoleWords } from "../hooks/use-role-words";
import { InvitationActionIcons, type InvitationListProps } from "./invitation-actions";
import { InvitationExpiry, InvitationSent } from "./invitation-dates";

/** The open invitations as a table, from tablet width up. */
export function InvitationTable({
  invitations,
  resendingId,
  mayChange,
  onResend,
  onRevoke,
}: InvitationListProps) {
  const { t } = useTranslation();
  const rolesOf = useRoleWords();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="invitation-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("invitations.column.email")}</Table.Th>
              <Table.Th>{t("invitations.column.roles")}</Table.Th>
              <Table.Th>{t("invitations.column.sent")}</Table.Th>
              <Table.Th>{t("invitations.column.expires")}</Table.Th>
              <Table.Th w={96}>
                <VisuallyHidden>{t("invitations.column.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id} data-testid="invitation-row">
                <Table.Td>
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {invitation.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t("invitations.column.invitedBy")}: {invitation.invitedByName}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {rolesOf(invitation).map((words) => (
                    <Text size="sm" key={words}>
                      {words}
                    </Text>
                  ))}
                </Table.Td>
                <Table.Td>
                  <InvitationSent invitation={invitation} />
                </Table.Td>
                <Table.Td>
                  <InvitationExpiry invitation={invitation} />
                </Table.Td>
                <Table.Td>
                  {mayChange(invitation) && (
                    <InvitationActionIcons
                      invitation={invitation}
                      resending={resendingId === invitation.id}
                      onResend={() => onResend(invitation)}
                      onRevoke={() => onRevoke(invitation)}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
