/** docs/product.md §4.3 dropdown item. */
export interface DropdownItem {
  id: string;
  name: string;
  /** Created in this session and not saved yet. */
  isNew?: boolean;
  withWarning?: boolean;
  warningText?: string;
}

/** docs/product.md §4.3: a dropdown shows up to 5 rows by default, each 40 px high. */
export const dropdownRows = { visible: 5, heightPx: 40 } as const;

/** Styles that give every option row the spec's height. */
export const optionRowStyle = {
  minHeight: dropdownRows.heightPx,
  paddingBlock: 0,
  display: "flex",
  alignItems: "center",
} as const;
