import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../testing/test-i18n";
import { MoneyField } from "./money-field";
import { NumberField } from "./number-field";
import { PercentageField } from "./percentage-field";
import { PhoneField } from "./phone-field";
import { TextField } from "./text-field";

function Controlled<V>({
  initial,
  onValue,
  children,
}: {
  initial: V;
  onValue?: (value: V) => void;
  children: (value: V, set: (value: V) => void) => ReactElement;
}) {
  const [value, setValue] = useState<V>(initial);
  return children(value, (next) => {
    setValue(next);
    onValue?.(next);
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const wrap = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

beforeAll(() => initTestI18n("EN"));

describe("TextField (docs/product.md §4.4)", () => {
  it("limits text to 255 characters by default and says so when reached", () => {
    wrap(
      <Controlled initial={"a".repeat(254)}>
        {(value, set) => <TextField label="Name" value={value} onChange={set} />}
      </Controlled>,
    );
    expect(field("Name")).toHaveAttribute("maxlength", "255");
    expect(screen.queryByText(/maximum character limit/)).not.toBeInTheDocument();
    fireEvent.change(field("Name"), { target: { value: "a".repeat(255) } });
    expect(screen.getByText("You have reached the maximum character limit of 255.")).toBeInTheDocument();
  });

  it("uses the given maximum", () => {
    wrap(<TextField label="Code" value="abcd" maxLength={4} onChange={() => undefined} />);
    expect(screen.getByText("You have reached the maximum character limit of 4.")).toBeInTheDocument();
  });
});

describe("PhoneField (docs/product.md §4.4)", () => {
  it("keeps only a leading plus, digits and spaces", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled initial="" onValue={onValue}>
        {(value, set) => <PhoneField label="Phone" value={value} onChange={set} />}
      </Controlled>,
    );
    fireEvent.change(field("Phone"), { target: { value: "+354 (555)-12a34" } });
    expect(field("Phone")).toHaveValue("+354 5551234");
    expect(onValue).toHaveBeenLastCalledWith("+354 5551234");
  });
});

describe("PercentageField (docs/product.md §4.4)", () => {
  it("truncates to 2 characters, or 3 for 100 and 1000", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled<number | ""> initial="" onValue={onValue}>
        {(value, set) => <PercentageField label="Fee" value={value} onChange={set} />}
      </Controlled>,
    );
    fireEvent.change(field("Fee"), { target: { value: "150" } });
    expect(field("Fee")).toHaveValue("15");
    expect(onValue).toHaveBeenLastCalledWith(15);
    fireEvent.change(field("Fee"), { target: { value: "100" } });
    expect(field("Fee")).toHaveValue("100");
    fireEvent.change(field("Fee"), { target: { value: "1000" } });
    expect(field("Fee")).toHaveValue("100");
    expect(onValue).toHaveBeenLastCalledWith(100);
    fireEvent.change(field("Fee"), { target: { value: "" } });
    expect(onValue).toHaveBeenLastCalledWith("");
  });
});

describe("NumberField (docs/product.md §4.4)", () => {
  it("shows empty when 0 on click and becomes 0 on blur if empty", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled<number | string> initial={0} onValue={onValue}>
        {(value, set) => <NumberField label="Seats" value={value} onChange={set} />}
      </Controlled>,
    );
    expect(field("Seats")).toHaveValue("0");
    fireEvent.click(field("Seats"));
    expect(field("Seats")).toHaveValue("");
    fireEvent.blur(field("Seats"));
    expect(field("Seats")).toHaveValue("0");
    expect(onValue).toHaveBeenLastCalledWith(0);
  });

  it("keeps a typed number and turns a cleared field into 0 on blur", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled<number | string> initial={5} onValue={onValue}>
        {(value, set) => <NumberField label="Seats" value={value} onChange={set} />}
      </Controlled>,
    );
    fireEvent.click(field("Seats"));
    expect(field("Seats")).toHaveValue("5");
    fireEvent.change(field("Seats"), { target: { value: "" } });
    fireEvent.blur(field("Seats"));
    expect(field("Seats")).toHaveValue("0");
    expect(onValue).toHaveBeenLastCalledWith(0);
  });
});

describe("MoneyField (docs/product.md §4.4)", () => {
  it("shows dots between thousands and a comma before the decimals", () => {
    wrap(<MoneyField label="Price" value={1234567.5} onChange={() => undefined} />);
    expect(field("Price")).toHaveValue("1.234.567,5");
  });

  it("allows at most 2 decimals", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled<number | string> initial="" onValue={onValue}>
        {(value, set) => <MoneyField label="Price" value={value} onChange={set} />}
      </Controlled>,
    );
    fireEvent.change(field("Price"), { target: { value: "1234,567" } });
    expect(field("Price")).toHaveValue("1.234,56");
    expect(onValue).toHaveBeenLastCalledWith(1234.56);
  });

  it("becomes 0 on blur when empty or zero", () => {
    const onValue = vi.fn();
    wrap(
      <Controlled<number | string> initial={12} onValue={onValue}>
        {(value, set) => <MoneyField label="Price" value={value} onChange={set} />}
      </Controlled>,
    );
    fireEvent.change(field("Price"), { target: { value: "" } });
    fireEvent.blur(field("Price"));
    expect(field("Price")).toHaveValue("0");
    expect(onValue).toHaveBeenLastCalledWith(0);
    fireEvent.focus(field("Price"));
    fireEvent.change(field("Price"), { target: { value: "0,00" } });
    fireEvent.blur(field("Price"));
    expect(field("Price")).toHaveValue("0");
  });
});
