import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { PublicInvitation } from "@stund/shared/contracts/invitations";
import { LoadError } from "../../../../components/load-error";
import { ApiError } from "../../../../lib/http/api-error";
import { hasChosenLanguage } from "../../../../lib/language/console-language";
import { showLanguage } from "../../../../lib/language/language";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { AuthPageFrame } from "../../auth/components/auth-page-frame";
import { usePublicInvitation } from "../hooks/use-public-invitation";
import { InvitationNotice } from "./invitation-notice";
import { AcceptAsSignedIn, SignedInAsSomeoneElse } from "./invitation-signed-in";
import { InvitationSignupForm } from "./invitation-signup-form";
import { InvitationSummary } from "./invitation-summary";

/**
 * The page a staff invitation's link opens, outside the console: the company, who invited and
 * the roles; then, by who is here, a sign-up with the invited address, a way to sign in, an
 * Accept button, or a clear word that the link or the account does not fit.
 */
export function InvitationPage() {
  const { t, i18n } = useTranslation();
  const { id = "" } = useParams();
  const invitation = usePublicInvitation(id);
  const user = useCurrentUser();
  // The page speaks the invitation's language unless the person has chosen one with the toggle.
  const followed = useRef(false);
  useEffect(() => {
    if (!invitation.data || followed.current) return;
    followed.current = true;
    if (hasChosenLanguage()) return;
    if (i18n.language !== invitation.data.language) void showLanguage(invitation.data.language);
  }, [invitation.data, i18n.language]);

  if (invitation.isLoading || user.isLoading)
    return (
      <AuthPageFrame title={t("public.invitation.title")} subtitle="">
        <Stack data-testid="page-loading">
          <Skeleton h={48} />
          <Skeleton h={16} w="70%" />
          <Skeleton h={36} />
        </Stack>
      </AuthPageFrame>
    );
  if (!invitation.data) {
    const missing = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <AuthPageFrame title={t("public.invitation.title")} subtitle="">
        {missing ? (
          <InvitationNotice
            testId="invitation-not-found"
            title={t("invitationPage.notFound.title")}
            text={t("invitationPage.notFound.text")}
          />
        ) : (
          <LoadError onRetry={() => void invitation.refetch()} />
        )}
      </AuthPageFrame>
    );
  }
  const data = invitation.data;
  const inviter = data.invitedByName.trim();
  const values = { company: data.company.name, name: inviter };
  return (
    <AuthPageFrame
      // Only an open invitation asks to join; a used or closed one is just the invitation.
      title={t(data.status === "Pending" ? "invitationPage.title" : "public.invitation.title", values)}
      subtitle={t(inviter ? "invitationPage.invitedBy" : "invitationPage.invited", values)}
    >
      <InvitationSummary invitation={data} />
      <InvitationAction token={id} invitation={data} signedInEmail={user.data?.email} />
    </AuthPageFrame>
  );
}

function InvitationAction(props: {
  token: string;
  invitation: PublicInvitation;
  signedInEmail: string | undefined;
}) {
  const { t } = useTranslation();
  const { invitation, signedInEmail, token } = props;
  const company = invitation.company.name;
  const home = `/${encodeURIComponent(invitation.company.identifier)}/projects`;
  const itsOwner = signedInEmail === invitation.email;
  switch (invitation.status) {
    case "Expired":
      return (
        <InvitationNotice
          testId="invitation-expired"
          title={t("invitationPage.expired.title")}
          text={t("invitationPage.expired.text", { company })}
        />
      );
    case "Revoked":
      return (
        <InvitationNotice
          testId="invitation-revoked"
          title={t("invitationPage.revoked.title")}
          text={t("invitationPage.revoked.text", { company })}
        />
      );
    case "Accepted":
      return itsOwner ? (
        <InvitationNotice
          testId="invitation-joined"
          color="teal"
          title={t("invitationPage.joined.title", { company })}
          text={t("invitationPage.signedInAs", { email: invitation.email })}
          action={{ label: t("invitationPage.open", { company }), to: home }}
        />
      ) : (
        <InvitationNotice
          testId="invitation-used"
          title={t("invitationPage.used.title")}
          text={t("invitationPage.used.text")}
          action={signedInEmail ? undefined : { label: t("invitationPage.goToSignIn"), to: "/login" }}
        />
      );
    case "Pending":
      if (signedInEmail && !itsOwner)
        return <SignedInAsSomeoneElse invited={invitation.email} current={signedInEmail} />;
      if (itsOwner) return <AcceptAsSignedIn token={token} email={invitation.email} />;
      if (!invitation.accountExists) return <InvitationSignupForm token={token} email={invitation.email} />;
      return (
        <Stack gap="md" data-testid="invitation-sign-in">
          <Text size="sm">{t("invitationPage.signIn.text", { email: invitation.email })}</Text>
          <Button
            component={Link}
            to={`/login?next=${encodeURIComponent(`/${invitation.company.identifier}/invitation/${token}`)}`}
            fullWidth
            data-testid="invitation-sign-in-link"
          >
            {t("invitationPage.signIn.button")}
          </Button>
        </Stack>
      );
  }
}
