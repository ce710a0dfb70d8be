import { ActionIcon, Group } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../components/inputs/number-field";
import { advanceStop } from "../hooks/advance-on-enter";
import { quantityOf } from "../model/tickets";

interface QuantityStepperProps {
  /** The category's name, which labels the input and its buttons. */
  name: string;
  value: number | string;
  onChange: (value: number | string) => void;
  max: number;
  error?: React.ReactNode;
  testId: string;
}

/** A ticket count: type it, or step it with − and + (both reachable by Tab). */
export function QuantityStepper({ name, value, onChange, max, error, testId }: QuantityStepperProps) {
  const { t } = useTranslation();
  const quantity = quantityOf(value);
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t("quickBooking.tickets.fewer", { name })}
        disabled={quantity <= 0}
        onClick={() => onChange(quantity - 1)}
        data-testid={`${testId}-fewer`}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <NumberField
        aria-label={name}
        value={value}
        onChange={onChange}
        min={0}
        max={max}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        inputMode="numeric"
        w={72}
        styles={{ input: { textAlign: "center" } }}
        error={error}
        data-testid={testId}
        {...advanceStop}
      />
      <ActionIcon
        variant="default"
        size="input-sm"
        aria-label={t("quickBooking.tickets.more", { name })}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
        data-testid={`${testId}-more`}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
