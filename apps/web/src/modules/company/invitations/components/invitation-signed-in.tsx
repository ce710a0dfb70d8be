import { Button, Stack, Text } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import { FormErrorAlert } from "../../auth/components/form-error-alert";
import { useSignOut } from "../../auth/hooks/use-sign-out";
import { useAcceptInvitation } from "../hooks/use-public-invitation";
import { InvitationNotice } from "./invitation-notice";

/** Signed in with the invited address: one button accepts, and stays disabled while it runs. */
export function AcceptAsSignedIn({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>();
  const accept = useAcceptInvitation(token);
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="invitation-signed-in">
        {t("invitationPage.signedInAs", { email })}
      </Text>
      <FormErrorAlert message={error ? failureMessage(error, t) : undefined} />
      <Button
        fullWidth
        loading={accept.isPending}
        disabled={accept.isPending}
        onClick={() => {
          setError(undefined);
          accept.mutate({}, { onError: setError });
        }}
        data-testid="invitation-accept"
      >
        {t("invitationPage.accept")}
      </Button>
    </Stack>
  );
}

/**
 * Signed in as someone else: both addresses are named, and signing out leads to the sign-in page,
 * which comes back here once the right account is in.
 */
export function SignedInAsSomeoneElse({ invited, current }: { invited: string; current: string }) {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <InvitationNotice
      testId="invitation-wrong-user"
      title={t("invitationPage.wrongUser.title")}
      text={t("invitationPage.wrongUser.text", { invited, current })}
    >
      <Button
        variant="light"
        leftSection={<IconLogout size={16} />}
        loading={signingOut}
        onClick={async () => {
          await signOut();
          await navigate(`/login?next=${encodeURIComponent(pathname)}`, { replace: true });
        }}
        data-testid="invitation-sign-out"
      >
        {t("auth.signOut")}
      </Button>
    </InvitationNotice>
  );
}
