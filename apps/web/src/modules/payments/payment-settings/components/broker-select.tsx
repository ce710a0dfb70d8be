import { Alert, List, Select, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ActiveBroker, BrokerDescription } from "@stund/shared/contracts/payment-settings";
import { abilities, abilityText, brokerSupportLine } from "../model/broker-texts";
import { ValitorPayNote } from "./valitorpay-note";

interface BrokerSelectProps {
  brokers: readonly BrokerDescription[];
  value: ActiveBroker;
  onChange: (broker: ActiveBroker) => void;
  error?: React.ReactNode;
  disabled: boolean;
}

/**
 * The broker list: each option says what it supports, and the chosen broker's summary says what
 * that means (ValitorPay: refunds are made in Valitor's own portal and recorded here).
 */
export function BrokerSelect({ brokers, value, onChange, error, disabled }: BrokerSelectProps) {
  const { t } = useTranslation();
  const byName = new Map(brokers.map((broker) => [broker.broker, broker]));
  const chosen = byName.get(value);
  return (
    <Stack gap="sm">
      <Select<ActiveBroker>
        label={t("paymentSettings.broker.label")}
        description={t("paymentSettings.broker.help")}
        data={brokers.map((broker) => ({
          value: broker.broker,
          label: t(`paymentSettings.broker.${broker.broker}`),
          disabled: !broker.selectable,
        }))}
        value={value}
        onChange={(next) => next && onChange(next)}
        allowDeselect={false}
        disabled={disabled}
        error={error}
        renderOption={({ option }) => {
          const description = byName.get(option.value);
          return (
            <Stack gap={0} data-testid={`broker-option-${option.value}`}>
              <Text size="sm">{option.label}</Text>
              {description && (
                <Text size="xs" c="dimmed">
                  {brokerSupportLine(description, t)}
                </Text>
              )}
            </Stack>
          );
        }}
        data-testid="payment-broker"
      />
      {chosen && (
        <Stack gap="xs" data-testid="broker-summary">
          <Text size="sm">{t(`paymentSettings.broker.${chosen.broker}.description`)}</Text>
          <List spacing={4} size="sm" center>
            {abilities.map((ability) => (
              <List.Item
                key={ability}
                data-testid={`ability-${ability}`}
                data-supported={chosen[ability] ? "yes" : "no"}
                icon={
                  <ThemeIcon size={18} radius="xl" variant="light" color={chosen[ability] ? "green" : "gray"}>
                    {chosen[ability] ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                }
              >
                {abilityText(chosen, ability, t)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {value === "Sandbox" && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} data-testid="sandbox-note">
          {t("paymentSettings.sandbox.note")}
        </Alert>
      )}
      {value === "None" && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="none-note">
          {t("paymentSettings.none.note")}
        </Alert>
      )}
      {chosen?.refundsInBrokerPortal && <ValitorPayNote />}
    </Stack>
  );
}
