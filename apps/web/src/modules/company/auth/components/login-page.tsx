import { Alert, Anchor, Group, PasswordInput, Stack, TextInput } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { loginBodySchema, type LoginBody } from "@stund/shared/contracts/auth";
import { logIn } from "../api/auth.api";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthFormFooter } from "./auth-form-footer";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";
import { TwoFactorStep } from "./two-factor-step";

/** Where the reset page sends the person once the new password is saved. */
export const passwordChangedParam = "passwordChanged";

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    form,
    submit: login,
    serverError,
    otherPageLink: signupLink,
  } = useAuthForm<LoginBody, Awaited<ReturnType<typeof logIn>>>({
    schema: loginBodySchema,
    initialValues: { email: "", password: "" },
    send: logIn,
    otherPage: "/signup",
    onAnswer: (answer) => {
      if (!("twoFactorRequired" in answer)) return "signedIn";
      setChallenge(answer.challenge);
      return "pending";
    },
  });

  if (challenge)
    return (
      <AuthPageFrame title={t("accountSecurity.signIn.title")} subtitle={form.values.email}>
        <TwoFactorStep
          challenge={challenge}
          onStartOver={() => {
            setChallenge(null);
            form.setFieldValue("password", "");
          }}
        />
      </AuthPageFrame>
    );

  return (
    <AuthPageFrame title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <RedirectIfSignedIn />
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
          {params.has(passwordChangedParam) && (
            <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="password-changed">
              {t("accountSecurity.login.passwordChanged")}
            </Alert>
          )}
          <FormErrorAlert message={serverError ? failureMessage(serverError, t) : undefined} />
          <TextInput
            label={t("auth.email")}
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps("email")}
          />
          <PasswordInput
            label={t("auth.password")}
            visibilityToggleButtonProps={{ "aria-label": t("auth.toggleVisibility") }}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
              {t("accountSecurity.login.forgotPassword")}
            </Anchor>
          </Group>
          <AuthFormFooter
            submitLabel={t("auth.login.submit")}
            loading={login.isPending}
            question={t("auth.login.noAccount")}
            linkLabel={t("auth.login.signupLink")}
            to={signupLink}
          />
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
