import { Badge, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Invitation } from "@stund/shared/contracts/invitations";
import { useDateFormat } from "../../../../lib/formats/use-date-format";

/** When the invitation was last sent, and how often. */
export function InvitationSent({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <Stack gap={0}>
      <Text size="sm">{dates.long(invitation.lastSentAt)}</Text>
      {invitation.sendCount > 1 && (
        <Text size="xs" c="dimmed">
          {t("invitations.sentTimes", { count: invitation.sendCount })}
        </Text>
      )}
    </Stack>
  );
}

/** When the link stops working; an Expired badge once it has. */
export function InvitationExpiry({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{dates.long(invitation.expiresAt)}</Text>
      {invitation.status === "Expired" && (
        <Badge color="orange" variant="light" size="sm" data-testid="invitation-expired">
          {t("invitations.expired")}
        </Badge>
      )}
    </Stack>
  );
}
