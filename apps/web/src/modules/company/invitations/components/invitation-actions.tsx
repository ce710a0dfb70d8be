import { ActionIcon, Button, Group, Tooltip } from "@mantine/core";
import { IconSend, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Invitation } from "@stund/shared/contracts/invitations";

export interface InvitationListProps {
  invitations: Invitation[];
  /** The invitation being sent again, if any: its Resend button shows it is busy. */
  resendingId: string | undefined;
  /** Whether the caller may resend and revoke it: every role it grants is theirs to grant. */
  mayChange: (invitation: Invitation) => boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

interface ActionsProps {
  invitation: Invitation;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}

/** Resend and Revoke as icons with their names on hover, for the table's narrow last column. */
export function InvitationActionIcons(props: ActionsProps) {
  const { t } = useTranslation();
  const resend = `${t("invitations.resend")}: ${props.invitation.email}`;
  const revoke = `${t("invitations.revoke")}: ${props.invitation.email}`;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t("invitations.resend")}>
        <ActionIcon
          variant="subtle"
          size="lg"
          loading={props.resending}
          onClick={props.onResend}
          aria-label={resend}
          data-testid="invitation-resend"
        >
          <IconSend size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t("invitations.revoke")}>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          onClick={props.onRevoke}
          aria-label={revoke}
          data-testid="invitation-revoke"
        >
          <IconX size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** Resend and Revoke of one invitation, as buttons. */
export function InvitationActions(props: ActionsProps) {
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
