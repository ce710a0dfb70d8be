import { PasswordInput, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { passwordMinLength, signupBodySchema, type SignupBody } from "@stund/shared/contracts/auth";
import { signUp } from "../api/auth.api";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import { useAuthForm } from "../hooks/use-auth-form";
import { AuthFormFooter } from "./auth-form-footer";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";

export function SignupPage() {
  const { t } = useTranslation();
  const {
    form,
    submit: signup,
    serverError,
    otherPageLink: loginLink,
  } = useAuthForm<SignupBody>({
    schema: signupBodySchema,
    initialValues: { name: "", email: "", password: "" },
    send: signUp,
    otherPage: "/login",
  });

  return (
    <AuthPageFrame title={t("auth.signup.title")} subtitle={t("auth.signup.subtitle")}>
      <RedirectIfSignedIn />
      <form noValidate onSubmit={form.onSubmit((values) => signup.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert message={serverError ? failureMessage(serverError, t) : undefined} />
          <TextInput
            label={t("auth.name")}
            autoComplete="name"
            withAsterisk
            {...form.getInputProps("name")}
          />
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
            description={t("auth.signup.passwordHint", { min: passwordMinLength })}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <AuthFormFooter
            submitLabel={t("auth.signup.submit")}
            loading={signup.isPending}
            question={t("auth.signup.haveAccount")}
            linkLabel={t("auth.signup.loginLink")}
            to={loginLink}
          />
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
