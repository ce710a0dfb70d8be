import { Button, Group } from "@mantine/core";
import { IconSend, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Invitation } from "@stund/shared/contracts/invitations";

export interface InvitationListProps {
  invitations: Invitation[];
  /** The invitation being sent again, if any: its Resend button shows it is busy. */
  resendingId: string | undefined;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

/** Resend and Revoke of one invitation. */
export function InvitationActions(props: {
  invitation: Invitation;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconSend size={14} />}
        loading={props.resending}
        onClick={props.onResend}
        aria-label={`${t("invitations.resend")}: ${props.invitation.email}`}
        data-testid="invitation-resend"
      >
        {t("invitations.resend")}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconX size={14} />}
        onClick={props.onRevoke}
        aria-label={`${t("invitations.revoke")}: ${props.invitation.email}`}
        data-testid="invitation-revoke"
      >
        {t("invitations.revoke")}
      </Button>
    </Group>
  );
}
