/**
 * Dropdown: the shared dropdown of docs/product.md §4.3: its items, picking (emits the item id,
 * clearing emits an empty value) and up to 5 rows visible, rows 40 px high. Built on Mantine Select.
 */
import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { dropdownRows, optionRowStyle, type DropdownItem } from "./dropdown-item";
import { DropdownOption, DropdownWarningIcon } from "./dropdown-option";

export interface DropdownProps extends Omit<
  SelectProps,
  "data" | "value" | "defaultValue" | "onChange" | "renderOption"
> {
  items: DropdownItem[];
  /** The chosen item id; "" or null for none. */
  value: string | null | undefined;
  /** The picked item id, or "" when cleared. */
  onChange: (id: string) => void;
  /** Rows visible before the list scrolls. */
  visibleRows?: number;
}

export function Dropdown({
  items,
  value,
  onChange,
  visibleRows = dropdownRows.visible,
  nothingFoundMessage,
  styles,
  ...selectProps
}: DropdownProps) {
  const { t } = useTranslation();
  const byId = new Map(items.map((item) => [item.id, item]));
  const selected = value ? byId.get(value) : undefined;
  return (
    <Select
      data={items.map((item) => ({ value: item.id, label: item.name }))}
      value={value || null}
      onChange={(id) => onChange(id ?? "")}
      renderOption={({ option }) => {
        const item = byId.get(option.value);
        return item ? <DropdownOption item={item} /> : option.label;
      }}
      maxDropdownHeight={visibleRows * dropdownRows.heightPx}
      nothingFoundMessage={nothingFoundMessage ?? t("dropdown.nothingFound")}
      leftSection={selected?.withWarning ? <DropdownWarningIcon item={selected} /> : undefined}
      styles={
        typeof styles === "function"
          ? styles
          : { ...styles, option: { ...optionRowStyle, ...styles?.option } }
      }
      {...selectProps}
    />
  );
}
