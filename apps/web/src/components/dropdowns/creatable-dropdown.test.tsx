import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { initTestI18n } from "../testing/test-i18n";
import { CreatableDropdown } from "./creatable-dropdown";
import type { DropdownItem } from "./dropdown-item";

function Harness({
  onChange = () => undefined,
  onCreate = () => undefined,
}: {
  onChange?: (id: string) => void;
  onCreate?: (text: string) => void;
}) {
  const [items, setItems] = useState<DropdownItem[]>([
    { id: "1", name: "Lobby" },
    { id: "2", name: "Harbour" },
  ]);
  const [value, setValue] = useState<string | null>(null);
  return (
    <CreatableDropdown
      label="Place"
      items={items}
      value={value}
      clearable
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
      onCreate={(text) => {
        const id = String(items.length + 1);
        setItems([...items, { id, name: text, isNew: true }]);
        setValue(id);
        onCreate(text);
      }}
    />
  );
}

const input = () => screen.getByRole("textbox", { name: "Place" });

beforeAll(() => initTestI18n("EN"));

describe("CreatableDropdown (docs/product.md §4.3)", () => {
  it("offers to create the typed text when nothing matches exactly", () => {
    const onCreate = vi.fn();
    renderWithProviders(<Harness onCreate={onCreate} />);
    fireEvent.change(input(), { target: { value: "Glacier" } });
    expect(screen.getByText("Create new: Glacier")).toBeInTheDocument();
    expect(screen.getByText("(NOTE: Press on the item to create it)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("option", { name: /Create new: Glacier/ }));
    expect(onCreate).toHaveBeenCalledWith("Glacier");
    expect(input()).toHaveValue("Glacier");
  });

  it("does not offer creation for an exact match", () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: "lobby " } });
    expect(screen.queryByText(/Create new:/)).not.toBeInTheDocument();
    expect(screen.getByRole("option", { name: /Lobby/ })).toBeInTheDocument();
  });

  it("still offers creation for a partial match and filters the list", () => {
    renderWithProviders(<Harness />);
    fireEvent.change(input(), { target: { value: "Lob" } });
    expect(screen.getByRole("option", { name: /Lobby/ })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: /Harbour/ })).not.toBeInTheDocument();
    expect(screen.getByText("Create new: Lob")).toBeInTheDocument();
  });

  it("emits the picked id and an empty value when cleared", () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.click(input());
    fireEvent.click(screen.getByRole("option", { name: /Harbour/ }));
    expect(onChange).toHaveBeenLastCalledWith("2");
    expect(input()).toHaveValue("Harbour");
    fireEvent.click(container.querySelector("button")!);
    expect(onChange).toHaveBeenLastCalledWith("");
    expect(input()).toHaveValue("");
  });
});
