import { Badge, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BrokerDescription, PaymentSettings } from "@stund/shared/contracts/payment-settings";
import { activeFields, storedFields } from "../model/payment-settings-form";
import type { PaymentSettingsForm } from "../model/form-type";
import { CredentialInput } from "./credential-input";
import { WebhookAddress } from "./webhook-address";

interface CredentialFieldsProps {
  form: PaymentSettingsForm;
  settings: PaymentSettings;
  brokers: readonly BrokerDescription[];
  disabled: boolean;
}

/** The chosen broker's credentials: a choice of set where a broker has several (Teya), then its fields. */
export function CredentialFields({ form, settings, brokers, disabled }: CredentialFieldsProps) {
  const { t } = useTranslation();
  const broker = form.values.broker;
  const description = brokers.find((candidate) => candidate.broker === broker);
  const sets = description?.credentialSets ?? [];
  const stored = storedFields(settings, broker);
  const hints = new Map(
    broker === settings.broker ? settings.credentials.fields.map((field) => [field.name, field.hint]) : [],
  );
  const ready = broker === settings.broker && settings.credentials.configured;
  return (
    <Stack gap="sm" data-testid="credential-fields">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4}>{t("paymentSettings.credentials.title")}</Title>
        {sets.length > 0 && (
          <Badge color={ready ? "green" : "orange"} variant="light" data-testid="credentials-status">
            {ready ? t("paymentSettings.credentials.complete") : t("paymentSettings.credentials.incomplete")}
          </Badge>
        )}
      </Group>
      {sets.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="credentials-none">
          {broker === "Sandbox"
            ? t("paymentSettings.credentials.noneNeeded")
            : t("paymentSettings.credentials.noBroker")}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t("paymentSettings.credentials.help")}
          </Text>
          {sets.length > 1 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("paymentSettings.credentialSet.label")}
              </Text>
              <SegmentedControl
                fullWidth
                disabled={disabled}
                data={sets.map((set) => ({
                  value: set.id,
                  label: t(`paymentSettings.credentialSet.${set.id}`),
                }))}
                value={form.values.credentialSet}
                onChange={(value) => form.setFieldValue("credentialSet", value)}
                data-testid="credential-set"
              />
            </Stack>
          )}
          {activeFields(form.values, brokers).map((name) => (
            <CredentialInput
              key={name}
              form={form}
              name={name}
              hint={stored.has(name) ? hints.get(name) : undefined}
              disabled={disabled}
            />
          ))}
          {broker === settings.broker && settings.webhookUrl && (
            <WebhookAddress url={settings.webhookUrl} broker={broker} />
          )}
          {broker === "ValitorPay" && (
            <Text size="xs" c="dimmed" data-testid="valitorpay-return-address">
              {t("paymentSettings.valitorPay.returnAddress")}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
