import { afterEach, describe, expect, it } from "vitest";
import { readWidgetOptions } from "./widget-options";
import { widgetElement } from "./widget-test-support";

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.lang = "";
});

describe("readWidgetOptions", () => {
  it("reads every attribute, whatever their case", () => {
    const element = widgetElement({
      tenant: "acme",
      placement: "button",
      experience: "glacier-walk",
      layout: "twocolumns",
      language: "is",
      label: " Bóka ferð ",
    });
    expect(readWidgetOptions(element)).toEqual({
      options: {
        tenant: "acme",
        placement: "Button",
        experience: "glacier-walk",
        layout: "TwoColumns",
        language: "IS",
        label: "Bóka ferð",
      },
    });
  });

  it("defaults to the booking pane, the automatic layout and the page's language", () => {
    document.documentElement.lang = "is-IS";
    expect(readWidgetOptions(widgetElement({ tenant: "acme", experience: "ignored" }))).toEqual({
      options: { tenant: "acme", placement: "BookingPane", layout: "Auto", language: "IS" },
    });
    document.documentElement.lang = "de";
    expect(readWidgetOptions(widgetElement({ tenant: "acme" }))).toEqual({
      options: { tenant: "acme", placement: "BookingPane", layout: "Auto", language: "EN" },
    });
  });

  it("keeps a label only for the button", () => {
    const read = readWidgetOptions(
      widgetElement({ tenant: "acme", placement: "EventDetail", experience: "x", label: "Go" }),
    );
    expect(read).toEqual({
      options: { tenant: "acme", placement: "EventDetail", experience: "x", layout: "Auto", language: "EN" },
    });
  });

  it.each([
    [{}, "data-tenant is missing"],
    [
      { tenant: "acme", placement: "Popup" },
      "data-placement must be one of BookingPane, EventDetail, Button.",
    ],
    [{ tenant: "acme", layout: "Grid" }, "data-layout must be one of Single, TwoColumns, Auto."],
    [{ tenant: "acme", language: "DE" }, "data-language must be EN or IS."],
    [{ tenant: "acme", placement: "EventDetail" }, "data-experience is missing: EventDetail"],
    [{ tenant: "acme", placement: "Button", experience: " " }, "data-experience is missing: Button"],
  ])("explains a mistake in %j", (attributes, problem) => {
    const read = readWidgetOptions(widgetElement(attributes));
    expect("problem" in read && read.problem).toContain(problem);
  });
});
