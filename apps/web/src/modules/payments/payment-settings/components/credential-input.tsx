import { Badge, Button, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CredentialFieldName } from "@stund/shared/contracts/payment-settings";
import { credentialValueMax } from "../model/payment-settings-form";
import type { PaymentSettingsForm } from "../model/form-type";

interface CredentialInputProps {
  form: PaymentSettingsForm;
  name: CredentialFieldName;
  /** What is shown of a stored value ("••••" or its last 4 characters); absent when nothing is stored. */
  hint: string | undefined;
  disabled: boolean;
}

/**
 * One credential. A stored value is never shown or prefilled: the field says it is configured,
 * with its hint, and offers Replace; a new value is typed into an empty password input.
 */
export function CredentialInput({ form, name, hint, disabled }: CredentialInputProps) {
  const { t } = useTranslation();
  const input = form.values.credentials[name];
  const label = t(`paymentSettings.field.${name}`);
  const path = `credentials.${name}`;
  if (hint !== undefined && !input.replacing) {
    return (
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs" data-testid={`credential-${name}`}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Group gap="xs">
            <Badge color="green" variant="light" data-testid={`credential-${name}-configured`}>
              {t("paymentSettings.credentials.configured")}
            </Badge>
            <Text size="sm" c="dimmed" ff="monospace">
              {hint}
            </Text>
          </Group>
        </Stack>
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          onClick={() => form.setFieldValue(path, { replacing: true, value: "" })}
          data-testid={`credential-${name}-replace`}
        >
          {t("paymentSettings.credentials.replace")}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={4} data-testid={`credential-${name}`}>
      <PasswordInput
        label={label}
        required
        autoComplete="new-password"
        maxLength={credentialValueMax}
        description={hint !== undefined ? t("paymentSettings.credentials.replacing") : undefined}
        disabled={disabled}
        {...form.getInputProps(`${path}.value`)}
        data-testid={`credential-${name}-input`}
      />
      {hint !== undefined && (
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => form.setFieldValue(path, { replacing: false, value: "" })}
            data-testid={`credential-${name}-keep`}
          >
            {t("paymentSettings.credentials.keep")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
