import { Alert, Anchor, Button, PasswordInput, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordMinLength } from "@stund/shared/contracts/auth";
import { newPasswordFormSchema, type NewPasswordForm } from "@stund/shared/contracts/account-security";
import { ApiError } from "../../../../lib/http/api-error";
import { failureMessage, useContractForm } from "../../../../lib/forms/use-contract-form";
import { resetPassword } from "../api/password.api";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";
import { passwordChangedParam } from "./login-page";

/**
 * A new password, typed twice, with the link's token. Nobody is signed in afterwards: the page
 * goes to the sign-in page with a notice. A link that is refused gets a way to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useContractForm<NewPasswordForm>({
    schema: newPasswordFormSchema,
    initialValues: { password: "", repeat: "" },
  });
  const save = useMutation({
    mutationFn: (values: NewPasswordForm) => resetPassword({ token, password: values.password }),
    onSuccess: () => navigate(`/login?${passwordChangedParam}=1`, { replace: true }),
  });
  const linkRefused =
    save.error instanceof ApiError && save.error.status === 400 && !save.error.problem.errors;

  if (!token || linkRefused)
    return (
      <AuthPageFrame title={t("accountSecurity.reset.title")} subtitle={t("accountSecurity.reset.subtitle")}>
        <Stack gap="md">
          <Alert color="red" role="alert" data-testid="reset-link-invalid">
            {token ? failureMessage(save.error, t) : t("accountSecurity.reset.noToken")}
          </Alert>
          <Button component={Link} to="/forgot-password" fullWidth>
            {t("accountSecurity.reset.askAgain")}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              {t("accountSecurity.forgot.backToLogin")}
            </Anchor>
          </Text>
        </Stack>
      </AuthPageFrame>
    );

  return (
    <AuthPageFrame title={t("accountSecurity.reset.title")} subtitle={t("accountSecurity.reset.subtitle")}>
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack gap="md">
          <FormErrorAlert message={save.error ? failureMessage(save.error, t) : undefined} />
          <PasswordInput
            label={t("accountSecurity.password.new")}
            description={t("auth.signup.passwordHint", { min: passwordMinLength })}
            visibilityToggleButtonProps={{ "aria-label": t("auth.toggleVisibility") }}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("password")}
          />
          <PasswordInput
            label={t("accountSecurity.password.repeat")}
            visibilityToggleButtonProps={{ "aria-label": t("auth.toggleVisibility") }}
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps("repeat")}
          />
          <Button type="submit" fullWidth loading={save.isPending}>
            {t("accountSecurity.reset.submit")}
          </Button>
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
