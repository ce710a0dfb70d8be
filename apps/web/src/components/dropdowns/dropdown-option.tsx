/**
 * DropdownOption: one row of a dropdown (docs/product.md §4.3 dropdown item): the name, a "New" badge for an
 * unsaved item and, for an item with a warning, the warning icon and text.
 */
import { Badge, Group, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { DropdownItem } from "./dropdown-item";

export function DropdownOption({ item }: { item: DropdownItem }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
      <Text size="sm" truncate>
        {item.name}
      </Text>
      {item.isNew && (
        <Badge size="xs" variant="light">
          {t("dropdown.new")}
        </Badge>
      )}
      {item.withWarning && (
        <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }} data-testid="dropdown-warning">
          <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />
          {item.warningText && (
            <Text size="xs" c="orange.7" truncate>
              {item.warningText}
            </Text>
          )}
        </Group>
      )}
    </Group>
  );
}

/** The warning icon shown in the field itself when the chosen item has a warning. */
export function DropdownWarningIcon({ item }: { item: DropdownItem | undefined }) {
  if (!item?.withWarning) return null;
  return (
    <IconAlertTriangle
      size={16}
      color="var(--mantine-color-orange-6)"
      aria-label={item.warningText}
      role="img"
    />
  );
}
