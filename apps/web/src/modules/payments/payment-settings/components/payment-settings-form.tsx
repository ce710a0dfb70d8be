import { Alert, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type {
  ActiveBroker,
  BrokerDescription,
  PaymentSettings,
} from "@stund/shared/contracts/payment-settings";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { SaveButton } from "../../../../components/settings/save-button";
import { useSavePaymentSettings } from "../hooks/use-payment-settings";
import {
  initialCredentialSet,
  initialFormValues,
  storedFields,
  toUpdateBody,
  validatePaymentSettings,
  type PaymentSettingsFormValues,
} from "../model/payment-settings-form";
import { formErrorsOf } from "../model/server-messages";
import { BrokerSelect } from "./broker-select";
import { CredentialFields } from "./credential-fields";
import { CurrencyAndPayout } from "./currency-and-payout";
import { VatOverridesEditor } from "./vat-overrides-editor";

interface PaymentSettingsFormProps {
  settings: PaymentSettings;
  brokers: readonly BrokerDescription[];
  /** Members without an admin role see the settings but cannot change them (docs/product.md §2.5). */
  readOnly: boolean;
}

/**
 * The payment settings form. Save is enabled only while something changed and everything is
 * valid; the page mounts a fresh form once a save comes back, so it is clean again.
 */
export function PaymentSettingsForm({ settings, brokers, readOnly }: PaymentSettingsFormProps) {
  const { t } = useTranslation();
  const save = useSavePaymentSettings();
  const form = useValidatedForm<PaymentSettingsFormValues>({
    initialValues: initialFormValues(settings, brokers),
    validate: (values) => validatePaymentSettings(values, settings, brokers),
  });

  const chooseBroker = (broker: ActiveBroker) => {
    const description = brokers.find((candidate) => candidate.broker === broker);
    const initial = form.getInitialValues();
    form.setValues({
      broker,
      credentialSet: initialCredentialSet(description, storedFields(settings, broker)),
      credentials: initial.credentials,
    });
    form.setTouched((touched) => ({ ...touched, broker: true }));
  };

  const submit = form.onSubmit((values) => {
    save.mutate(toUpdateBody(values, settings, brokers), {
      onError: (error) => {
        const errors = formErrorsOf(error);
        if (!errors) return;
        form.setErrors(errors);
        form.setTouched((touched) => ({
          ...touched,
          ...Object.fromEntries(Object.keys(errors).map((path) => [path, true])),
        }));
      },
    });
  });

  const disabled = readOnly || save.isPending;
  const brokerError = form.getInputProps("broker").error as React.ReactNode;
  return (
    <form onSubmit={submit} noValidate data-testid="payment-settings-form">
      <Stack gap="md">
        {readOnly && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconLock size={18} />}
            data-testid="payment-settings-read-only"
          >
            {t("paymentSettings.readOnly")}
          </Alert>
        )}
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Stack gap="md">
            <Group gap="xs" wrap="wrap" data-testid="payment-status">
              <Badge color={settings.credentials.configured ? "green" : "orange"} variant="light">
                {settings.credentials.configured
                  ? t("paymentSettings.status.ready")
                  : t("paymentSettings.status.notReady")}
              </Badge>
              <Badge color={settings.paymentLinksAvailable ? "green" : "gray"} variant="light">
                {settings.paymentLinksAvailable
                  ? t("paymentSettings.status.linksAvailable")
                  : t("paymentSettings.status.linksUnavailable")}
              </Badge>
            </Group>
            <BrokerSelect
              brokers={brokers}
              value={form.values.broker}
              onChange={chooseBroker}
              error={brokerError}
              disabled={disabled}
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <CredentialFields form={form} settings={settings} brokers={brokers} disabled={disabled} />
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <CurrencyAndPayout form={form} disabled={disabled} />
        </Paper>
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <VatOverridesEditor form={form} settings={settings} disabled={disabled} />
        </Paper>
        {!readOnly && (
          <>
            {form.isDirty() && !form.isValid() && (
              <Text size="sm" c="red" ta="right" data-testid="payment-settings-invalid">
                {t("paymentSettings.fixErrors")}
              </Text>
            )}
            <SaveButton
              dirty={form.isDirty() && form.isValid()}
              saving={save.isPending}
              testId="payment-settings-save"
            />
          </>
        )}
      </Stack>
    </form>
  );
}
