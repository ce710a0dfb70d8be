import { PasswordInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { loginBodySchema, type LoginBody } from "@stund/shared/contracts/auth";
import { logIn } from "../api/auth.api";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthFormFooter } from "./auth-form-footer";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";

export function LoginPage() {
  const { t } = useTranslation();
  const {
    form,
    submit: login,
    serverError,
    otherPageLink: signupLink,
  } = useAuthForm<LoginBody>({
    schema: loginBodySchema,
    initialValues: { email: "", password: "" },
    send: logIn,
    otherPage: "/signup",
  });

  return (
    <AuthPageFrame title={t("auth.login.title")} subtitle={t("auth.login.subtitle")}>
      <RedirectIfSignedIn />
      <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
        <Stack gap="md">
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
