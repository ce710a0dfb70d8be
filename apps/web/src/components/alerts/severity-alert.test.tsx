import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { alertColourOf, alertSeverities, mantineColourOf } from "./alert-colour";
import { SeverityAlert } from "./severity-alert";

describe("alert colours (docs/product.md §4.7: Orange, Red, Green, Blue)", () => {
  it("gives each severity its colour", () => {
    expect(alertColourOf("error")).toBe("Red");
    expect(alertColourOf("warning")).toBe("Orange");
    expect(alertColourOf("success")).toBe("Green");
    expect(alertColourOf("information")).toBe("Blue");
  });

  it("maps alert colours to the palette", () => {
    expect(mantineColourOf("Red")).toBe("red");
    expect(mantineColourOf("Orange")).toBe("orange");
    expect(mantineColourOf("Green")).toBe("green");
    expect(mantineColourOf("Blue")).toBe("blue");
  });

  it.each([
    ["error", "red"],
    ["warning", "orange"],
    ["success", "green"],
    ["information", "blue"],
  ] as const)("shows a %s alert in %s", (severity, palette) => {
    render(
      <MantineProvider>
        <SeverityAlert severity={severity} title="Heads up" data-testid="alert" />
      </MantineProvider>,
    );
    const alert = screen.getByTestId("alert");
    expect(alert).toHaveAttribute("role", "alert");
    expect(alert.getAttribute("style")).toContain(`--mantine-color-${palette}-light`);
    for (const other of alertSeverities.map((s) => mantineColourOf(alertColourOf(s)))) {
      if (other !== palette) expect(alert.getAttribute("style")).not.toContain(`--mantine-color-${other}-`);
    }
  });
});
