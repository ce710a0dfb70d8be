import { ActionIcon, Group, Text, VisuallyHidden } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface QuantityStepperProps {
  /** The ticket category's name, which labels the count and its buttons. */
  name: string;
  value: number;
  onChange: (value: number) => void;
  max: number;
  testId: string;
}

/** A ticket count stepped with − and +; the count is announced as it changes. */
export function QuantityStepper({ name, value, onChange, max, testId }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("storefront.tickets.fewer", { name })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        data-testid={`${testId}-fewer`}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <Text w={32} ta="center" fw={600} aria-hidden data-testid={testId}>
        {value}
      </Text>
      <VisuallyHidden role="status">{t("storefront.tickets.count", { name, count: value })}</VisuallyHidden>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("storefront.tickets.more", { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid={`${testId}-more`}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
