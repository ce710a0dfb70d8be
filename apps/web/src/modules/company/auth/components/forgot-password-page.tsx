import { Alert, Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { IconMailCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { forgotPasswordBodySchema, type ForgotPasswordBody } from "@stund/shared/contracts/account-security";
import { failureMessage, useContractForm } from "../../../../lib/forms/use-contract-form";
import { useLanguage } from "../../../../lib/language/use-language";
import { askForResetLink } from "../api/password.api";
import { AuthPageFrame } from "./auth-page-frame";
import { FormErrorAlert } from "./form-error-alert";

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * so is what the page says.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useContractForm<{ email: string }>({
    schema: forgotPasswordBodySchema,
    initialValues: { email: "" },
  });
  const send = useMutation({
    mutationFn: (body: ForgotPasswordBody) => askForResetLink(body),
  });
  const backToLogin = (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {t("accountSecurity.forgot.backToLogin")}
      </Anchor>
    </Text>
  );

  return (
    <AuthPageFrame title={t("accountSecurity.forgot.title")} subtitle={t("accountSecurity.forgot.subtitle")}>
      {send.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconMailCheck size={18} />} data-testid="reset-link-sent">
            {t("accountSecurity.forgot.sent")}
          </Alert>
          {backToLogin}
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            send.mutate({ ...forgotPasswordBodySchema.parse(values), language }),
          )}
        >
          <Stack gap="md">
            <FormErrorAlert message={send.error ? failureMessage(send.error, t) : undefined} />
            <TextInput
              label={t("auth.email")}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps("email")}
            />
            <Button type="submit" fullWidth loading={send.isPending}>
              {t("accountSecurity.forgot.submit")}
            </Button>
            {backToLogin}
          </Stack>
        </form>
      )}
    </AuthPageFrame>
  );
}
