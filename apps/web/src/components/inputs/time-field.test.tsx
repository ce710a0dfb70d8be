import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TimeField, toTimeOfDay } from "./time-field";

function Controlled({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <TimeField
      label="Start time"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      data-testid="start"
    />
  );
}

const renderField = (initial: string) => {
  const onValue = vi.fn();
  render(
    <MantineProvider>
      <Controlled initial={initial} onValue={onValue} />
    </MantineProvider>,
  );
  return {
    onValue,
    hours: screen.getByTestId("start-hours") as HTMLInputElement,
    minutes: screen.getByTestId("start-minutes") as HTMLInputElement,
  };
};

const paste = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, { clipboardData: { getData: () => text } });

describe("TimeField (docs/product.md §4.4: 24-hour HH:mm)", () => {
  it("shows a time in 24-hour form with no AM/PM", () => {
    const { hours, minutes } = renderField("21:05");
    expect(hours).toHaveValue("21");
    expect(minutes).toHaveValue("05");
    expect(screen.getByTestId("start")).not.toHaveTextContent(/AM|PM/);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.getAllByLabelText("Start time")).toEqual([hours, minutes]);
  });

  it("gives HH:mm once hours and minutes are typed", () => {
    const { hours, minutes, onValue } = renderField("");
    fireEvent.change(hours, { target: { value: "14" } });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.change(minutes, { target: { value: "30" } });
    expect(onValue).toHaveBeenLastCalledWith("14:30");
    fireEvent.change(hours, { target: { value: "9" } });
    expect(onValue).toHaveBeenLastCalledWith("09:30");
    expect(hours).toHaveValue("09");
  });

  it("fills both boxes from a pasted time", () => {
    const { hours, minutes, onValue } = renderField("");
    paste(hours, "09:00");
    expect(onValue).toHaveBeenLastCalledWith("09:00");
    expect(hours).toHaveValue("09");
    expect(minutes).toHaveValue("00");
    paste(minutes, "23:45:10");
    expect(onValue).toHaveBeenLastCalledWith("23:45");
  });

  it("gives an empty value once the hours are cleared", () => {
    const { hours, onValue } = renderField("10:00");
    fireEvent.keyDown(hours, { key: "Backspace" });
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("follows a value set from outside", () => {
    const { rerender } = render(
      <MantineProvider>
        <TimeField value="08:15" onChange={() => undefined} aria-label="Opens" data-testid="t" />
      </MantineProvider>,
    );
    rerender(
      <MantineProvider>
        <TimeField value="17:40" onChange={() => undefined} aria-label="Opens" data-testid="t" />
      </MantineProvider>,
    );
    expect(screen.getByTestId("t-hours")).toHaveValue("17");
    expect(screen.getByTestId("t-minutes")).toHaveValue("40");
    expect(screen.getAllByLabelText("Opens")).toHaveLength(2);
  });
});

describe("toTimeOfDay", () => {
  it("keeps hours and minutes and drops anything else", () => {
    expect(toTimeOfDay("09:05")).toBe("09:05");
    expect(toTimeOfDay("09:05:30")).toBe("09:05");
    expect(toTimeOfDay("24:00")).toBe("");
    expect(toTimeOfDay("9:05")).toBe("");
    expect(toTimeOfDay("")).toBe("");
  });
});
