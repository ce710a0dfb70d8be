/**
 * CreatableDropdown: docs/product.md §4.3 creatable dropdown: while the typed text has no exact match
 * (ignoring case and surrounding spaces) the list offers "Create new: {text}" with the note
 * "(NOTE: Press on the item to create it)"; picking it calls onCreate(text). Otherwise it behaves
 * as the Dropdown (emits the picked id, "" when cleared, 5 rows of 40 px). Built on Mantine Combobox.
 */
import {
  Combobox,
  InputBase,
  ScrollArea,
  Stack,
  Text,
  useCombobox,
  type InputBaseProps,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { dropdownRows, optionRowStyle, type DropdownItem } from "./dropdown-item";
import { DropdownOption, DropdownWarningIcon } from "./dropdown-option";

const createValue = "\u0000create";

export interface CreatableDropdownProps extends Pick<
  InputBaseProps,
  "label" | "description" | "error" | "required" | "disabled" | "size" | "w"
> {
  items: DropdownItem[];
  /** The chosen item id; "" or null for none. */
  value: string | null | undefined;
  /** The picked item id, or "" when cleared. */
  onChange: (id: string) => void;
  /** Called with the typed text (trimmed) when the create row is picked. */
  onCreate: (text: string) => void;
  placeholder?: string;
  clearable?: boolean;
  visibleRows?: number;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

export function CreatableDropdown({
  items,
  value,
  onChange,
  onCreate,
  placeholder,
  clearable = false,
  visibleRows = dropdownRows.visible,
  ...inputProps
}: CreatableDropdownProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  /** What the user is typing; null while they are not, so the field shows the chosen name. */
  const [search, setSearch] = useState<string | null>(null);
  const selected = value ? items.find((item) => item.id === value) : undefined;
  const typed = search?.trim() ?? "";
  const shown =
    search === null ? items : items.filter((item) => normalise(item.name).includes(normalise(typed)));
  const exactMatch = items.some((item) => normalise(item.name) === normalise(typed));
  const offerCreate = typed !== "" && !exactMatch;

  const stopTyping = () => {
    setSearch(null);
    combobox.closeDropdown();
  };

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(picked) => {
        if (picked === createValue) onCreate(typed);
        else onChange(picked);
        stopTyping();
      }}
    >
      <Combobox.Target>
        <InputBase
          {...inputProps}
          placeholder={placeholder}
          value={search ?? selected?.name ?? ""}
          leftSection={selected?.withWarning ? <DropdownWarningIcon item={selected} /> : undefined}
          rightSection={
            clearable && selected && !inputProps.disabled ? (
              <Combobox.ClearButton
                onClear={() => {
                  onChange("");
                  stopTyping();
                }}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable && selected ? "all" : "none"}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setSearch(event.currentTarget.value);
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={stopTyping}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={visibleRows * dropdownRows.heightPx} type="scroll">
            {shown.map((item) => (
              <Combobox.Option
                value={item.id}
                key={item.id}
                active={item.id === value}
                style={optionRowStyle}
              >
                <DropdownOption item={item} />
              </Combobox.Option>
            ))}
            {offerCreate && (
              <Combobox.Option value={createValue} style={optionRowStyle}>
                <Stack gap={0} py={4}>
                  <Text size="sm">{t("dropdown.createNew", { text: typed })}</Text>
                  <Text size="xs" c="dimmed">
                    {t("dropdown.createNote")}
                  </Text>
                </Stack>
              </Combobox.Option>
            )}
            {shown.length === 0 && !offerCreate && (
              <Combobox.Empty>{t("dropdown.nothingFound")}</Combobox.Empty>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
