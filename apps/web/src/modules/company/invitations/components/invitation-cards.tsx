import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useRoleWords } from "../hooks/use-role-words";
import { InvitationActions, type InvitationListProps } from "./invitation-actions";
import { InvitationExpiry, InvitationSent } from "./invitation-dates";

/** The open invitations as cards, at phone width. */
export function InvitationCards({
  invitations,
  resendingId,
  mayChange,
  onResend,
  onRevoke,
}: InvitationListProps) {
  const { t } = useTranslation();
  const rolesOf = useRoleWords();
  return (
    <Stack gap="sm" data-testid="invitation-cards">
      {invitations.map((invitation) => (
        <Paper withBorder p="md" key={invitation.id} data-testid="invitation-row">
          <Stack gap="xs">
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {invitation.email}
            </Text>
            <Text size="sm">{rolesOf(invitation).join(", ")}</Text>
            <Text size="xs" c="dimmed">
              {t("invitations.column.invitedBy")}: {invitation.invitedByName}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <div>
                <Text size="xs" c="dimmed">
                  {t("invitations.column.sent")}
                </Text>
                <InvitationSent invitation={invitation} />
              </div>
              <div>
                <Text size="xs" c="dimmed">
                  {t("invitations.column.expires")}
                </Text>
                <InvitationExpiry invitation={invitation} />
              </div>
            </SimpleGrid>
            <Group justify="flex-end">
              {mayChange(invitation) && (
                <InvitationActions
                  invitation={invitation}
                  resending={resendingId === invitation.id}
                  onResend={() => onResend(invitation)}
                  onRevoke={() => onRevoke(invitation)}
                />
              )}
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
