import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/render-with-providers";
import { initTestI18n } from "../testing/test-i18n";
import { Dropdown } from "./dropdown";
import type { DropdownItem } from "./dropdown-item";

const items: DropdownItem[] = [
  { id: "1", name: "Lobby" },
  { id: "2", name: "Harbour", withWarning: true, warningText: "No staff assigned" },
  { id: "3", name: "Glacier", isNew: true },
];

function Harness({ onChange, initial = null }: { onChange: (id: string) => void; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Dropdown
      label="Place"
      items={items}
      value={value}
      clearable
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const placeInput = () => screen.getAllByLabelText("Place").find((element) => element.tagName === "INPUT")!;

beforeAll(() => initTestI18n("EN"));

describe("Dropdown (docs/product.md §4.3)", () => {
  it("emits the picked item's id", () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    fireEvent.click(placeInput());
    fireEvent.click(screen.getByRole("option", { name: /Lobby/ }));
    expect(onChange).toHaveBeenLastCalledWith("1");
    expect(placeInput()).toHaveValue("Lobby");
  });

  it("emits an empty value when cleared", () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<Harness onChange={onChange} initial="1" />);
    const clear = container.querySelector("button");
    expect(clear).not.toBeNull();
    fireEvent.click(clear!);
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("shows an item's warning and a new item's badge", () => {
    renderWithProviders(<Harness onChange={() => undefined} />);
    fireEvent.click(placeInput());
    const harbour = screen.getByRole("option", { name: /Harbour/ });
    expect(within(harbour).getByText("No staff assigned")).toBeInTheDocument();
    expect(within(screen.getByRole("option", { name: /Glacier/ })).getByText("New")).toBeInTheDocument();
  });

  it("makes rows 40 px high and the list 5 rows tall", () => {
    renderWithProviders(<Harness onChange={() => undefined} />);
    fireEvent.click(placeInput());
    const option = screen.getByRole("option", { name: /Lobby/ });
    expect(option.style.minHeight).toBe("40px");
    const list = screen.getByRole("listbox");
    const sized = list.closest("[style*='max-height']") ?? list.querySelector("[style*='max-height']");
    expect(sized?.getAttribute("style")).toMatch(/max-height: (200px|calc\(12\.5rem)/);
  });
});
