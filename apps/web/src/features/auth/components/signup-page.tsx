import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { passwordMinLength, signupBodySchema, type SignupBody } from "@stund/shared/contracts/auth";
import { signUp } from "../api/auth.api";
import { applyServerFieldErrors, failureMessage, useContractForm } from "../../../hooks/use-contract-form";
import { useAfterSignIn } from "../hooks/use-after-sign-in";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";
import { RedirectIfSignedIn } from "./redirect-if-signed-in";

export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [serverError, setServerError] = useState<unknown>();
  const form = useContractForm<SignupBody>({
    schema: signupBodySchema,
    initialValues: { name: "", email: "", password: "" },
  });
  const signup = useMutation({
    mutationFn: (values: SignupBody) => signUp(signupBodySchema.parse(values)),
    onMutate: () => setServerError(undefined),
    onSuccess: afterSignIn,
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) setServerError(error);
    },
  });
  const loginLink = params.size > 0 ? `/login?${params.toString()}` : "/login";

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
          <Button type="submit" fullWidth loading={signup.isPending}>
            {t("auth.signup.submit")}
          </Button>
          <Text size="sm" ta="center">
            {t("auth.signup.haveAccount")}{" "}
            <Anchor component={Link} to={loginLink}>
              {t("auth.signup.loginLink")}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthPageFrame>
  );
}
