import { Alert, Button, Card, EmptyState, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconMailPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { mayGrantAll, mayListInvitations } from "@stund/shared/access/invitation-rules";
import type { Invitation } from "@stund/shared/contracts/invitations";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { subjectOf } from "../../../../lib/access/use-access";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useInvitations, useInvitationWrites } from "../hooks/use-invitations";
import { InvitationCards } from "./invitation-cards";
import { InvitationTable } from "./invitation-table";
import { InviteModal } from "./invite-modal";

/**
 * The pending tab of the staff screens: open invitations of the company (or of the project) with
 * resend and revoke, and the invite form. Only those who manage the staff of the level see it.
 */
export function PendingInvitationsPage({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const project = useCurrentProject();
  const projectId = level === "project" ? project?.id : undefined;
  const subject = user.data ? subjectOf(user.data) : undefined;
  const allowed =
    subject !== undefined &&
    (level === "tenant" || projectId !== undefined) &&
    mayListInvitations(subject, projectId);
  const waiting = !subject || (level === "project" && !project);
  const invitations = useInvitations(projectId, allowed && !waiting);
  const { resend, revoke } = useInvitationWrites();
  const [inviting, setInviting] = useState(false);
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const List = phone ? InvitationCards : InvitationTable;
  const list = invitations.data ?? [];

  const confirmRevoke = (invitation: Invitation) =>
    openConfirmDialog({
      title: t("invitations.revokeTitle", { email: invitation.email }),
      text: t("invitations.revokeText"),
      confirmLabel: t("invitations.revoke"),
      confirmColor: "red",
      onConfirm: () => revoke.mutateAsync(invitation.id),
    });
  const inviteButton = (
    <Button
      leftSection={<IconMailPlus size={16} />}
      onClick={() => setInviting(true)}
      data-testid="invite-open"
    >
      {t("invitations.invite")}
    </Button>
  );

  return (
    <Stack gap="md" data-testid="pending-invitations-page">
      <ListPageHeader
        title={t("section.staffPending")}
        description={t(`invitations.description.${level}`)}
        action={allowed && list.length > 0 && inviteButton}
      />
      {waiting || (allowed && invitations.isLoading) ? (
        <ListLoading />
      ) : !allowed ? (
        <Alert color="gray" data-testid="invitations-not-allowed">
          {t(`invitations.notAllowed.${level}`)}
        </Alert>
      ) : invitations.isError ? (
        <LoadError onRetry={() => void invitations.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconMailPlus size={32} />}
            variant="light"
            title={t("invitations.empty.title")}
            description={t("invitations.empty.text")}
            data-testid="empty-state"
          >
            <EmptyState.Actions>{inviteButton}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <List
          invitations={list}
          resendingId={resend.isPending ? resend.variables : undefined}
          mayChange={(invitation) => Boolean(subject && mayGrantAll(subject, invitation))}
          onResend={(invitation) => resend.mutate(invitation.id)}
          onRevoke={confirmRevoke}
        />
      )}
      {subject && allowed && (
        <InviteModal
          opened={inviting}
          onClose={() => setInviting(false)}
          subject={subject}
          projectId={projectId}
        />
      )}
    </Stack>
  );
}
