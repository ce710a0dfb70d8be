import { Alert, Button, Group, PasswordInput, Stack, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { passwordMinLength } from "@stund/shared/contracts/auth";
import {
  changePasswordFormSchema,
  type ChangePasswordForm as Values,
} from "@stund/shared/contracts/account-security";
import {
  applyServerFieldErrors,
  failureMessage,
  useContractForm,
} from "../../../../../lib/forms/use-contract-form";
import { changePassword } from "../../api/password.api";
import { FormErrorAlert } from "../form-error-alert";

const empty: Values = { currentPassword: "", newPassword: "", repeat: "" };

/** A new password with the current one; the server ends every other session of the account. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useContractForm<Values>({ schema: changePasswordFormSchema, initialValues: empty });
  const [serverError, setServerError] = useState<unknown>();
  const save = useMutation({
    mutationFn: (values: Values) =>
      changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onMutate: () => setServerError(undefined),
    onSuccess: () => form.reset(),
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) setServerError(error);
    },
  });
  const visibility = { "aria-label": t("auth.toggleVisibility") };
  return (
    <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))} data-testid="change-password">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("accountSecurity.password.title")}
        </Title>
        {save.isSuccess && (
          <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="password-changed">
            {t("accountSecurity.password.changed")}
          </Alert>
        )}
        <FormErrorAlert message={serverError ? failureMessage(serverError, t) : undefined} />
        <PasswordInput
          label={t("accountSecurity.password.current")}
          visibilityToggleButtonProps={visibility}
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps("currentPassword")}
        />
        <PasswordInput
          label={t("accountSecurity.password.new")}
          description={t("auth.signup.passwordHint", { min: passwordMinLength })}
          visibilityToggleButtonProps={visibility}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("newPassword")}
        />
        <PasswordInput
          label={t("accountSecurity.password.repeat")}
          visibilityToggleButtonProps={visibility}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps("repeat")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("accountSecurity.password.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
