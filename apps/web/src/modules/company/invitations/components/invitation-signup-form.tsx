import { Button, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordMinLength, signupBodySchema } from "@stund/shared/contracts/auth";
import {
  applyServerFieldErrors,
  failureMessage,
  useContractForm,
} from "../../../../lib/forms/use-contract-form";
import { changeLanguage } from "../../../../lib/language/console-language";
import { useLanguage } from "../../../../lib/language/use-language";
import { FormErrorAlert } from "../../auth/components/form-error-alert";
import { useAcceptInvitation } from "../hooks/use-public-invitation";

const valuesSchema = signupBodySchema.pick({ name: true, password: true });

/**
 * A new person signs up with the invited address (shown, not editable) and accepts in one step;
 * the console then opens in the language they read the invitation in.
 */
export function InvitationSignupForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [serverError, setServerError] = useState<unknown>();
  const accept = useAcceptInvitation(token, () => changeLanguage(language));
  const form = useContractForm<{ name: string; password: string }>({
    schema: valuesSchema,
    initialValues: { name: "", password: "" },
  });
  const submit = form.onSubmit((values) => {
    setServerError(undefined);
    accept.mutate(valuesSchema.parse(values), {
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) setServerError(error);
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} data-testid="invitation-signup">
      <Stack gap="md">
        <Text size="sm">{t("invitationPage.signup.intro")}</Text>
        <FormErrorAlert message={serverError ? failureMessage(serverError, t) : undefined} />
        <TextInput
          label={t("auth.email")}
          type="email"
          value={email}
          readOnly
          data-testid="invitation-email"
        />
        <TextInput
          label={t("auth.name")}
          autoComplete="name"
          withAsterisk
          {...form.getInputProps("name")}
          data-testid="invitation-name"
        />
        <PasswordInput
          label={t("auth.password")}
          visibilityToggleButtonProps={{ "aria-label": t("auth.toggleVisibility") }}
          description={t("auth.signup.passwordHint", { min: passwordMinLength })}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("password")}
          data-testid="invitation-password"
        />
        <Button
          type="submit"
          fullWidth
          loading={accept.isPending}
          disabled={accept.isPending}
          data-testid="invitation-accept"
        >
          {t("invitationPage.signup.submit")}
        </Button>
      </Stack>
    </form>
  );
}
