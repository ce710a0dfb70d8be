import { Avatar, Blockquote, Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicInvitation } from "@stund/shared/contracts/invitations";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useRoleWords } from "../hooks/use-role-words";

/** Who invited the person to which company, with which roles, and what they wrote. */
export function InvitationSummary({ invitation }: { invitation: PublicInvitation }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const roles = useRoleWords()(invitation);
  const inviter = invitation.invitedByName.trim();
  return (
    <Stack gap="md" data-testid="invitation-summary">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={invitation.company.logo} alt="" radius="md" size="lg" color="teal">
          {invitation.company.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: "anywhere" }} data-testid="invitation-company">
            {invitation.company.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {t("invitationPage.for", { email: invitation.email })}
          </Text>
        </Stack>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t("invitationPage.roles")}
        </Text>
        <List size="sm" spacing={2} data-testid="invitation-roles">
          {roles.map((words) => (
            <List.Item key={words}>{words}</List.Item>
          ))}
        </List>
      </Stack>
      {invitation.message && (
        <Blockquote
          p="sm"
          cite={inviter ? `– ${inviter}` : undefined}
          style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
          data-testid="invitation-message"
        >
          {invitation.message}
        </Blockquote>
      )}
      {invitation.status === "Pending" && (
        <Text size="xs" c="dimmed">
          {t("invitationPage.validUntil", { date: dates.long(invitation.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
}
