import { Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionModal } from "../../../../components/modals/action-modal";
import { NumberField } from "../../../../components/inputs/number-field";

const maxCapacity = 100_000;

interface CapacityModalProps {
  opened: boolean;
  /** How many events the new capacity applies to. */
  count: number;
  initialCapacity?: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (capacity: number) => void;
}

/** Asks for one new capacity for one or more events; mount it when opening so it starts fresh. */
export function CapacityModal(props: CapacityModalProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(props.initialCapacity ?? "");
  const [touched, setTouched] = useState(false);
  const valid = typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= maxCapacity;
  const error =
    value === ""
      ? t("validation.required")
      : typeof value === "number" && value > maxCapacity
        ? t("validation.max", { max: maxCapacity })
        : undefined;
  return (
    <ActionModal
      opened={props.opened}
      onClose={props.onClose}
      title={t("availability.capacity.title")}
      busy={props.busy}
      onConfirm={() => (valid ? props.onConfirm(value) : setTouched(true))}
      confirmLabel={t("availability.capacity.confirm")}
    >
      <Text size="sm" mb="sm">
        {t("availability.capacity.text", { count: props.count })}
      </Text>
      <NumberField
        label={t("availability.capacity.label")}
        value={value}
        onChange={setValue}
        min={0}
        max={maxCapacity}
        allowDecimal={false}
        allowNegative={false}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        data-autofocus
        data-testid="capacity-input"
      />
    </ActionModal>
  );
}
