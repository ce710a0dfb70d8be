import { describe, expect, it } from "vitest";
import { glacierWalk, whaleWatching } from "../../storefront/testing/storefront-fixtures";
import { defaultWidgetChoice, widgetOptionsOf } from "./widget-choice";

const experiences = [glacierWalk, whaleWatching];

describe("widgetOptionsOf", () => {
  it("starts with the booking pane in the console's language", () => {
    expect(widgetOptionsOf("acme", defaultWidgetChoice, experiences, "IS")).toEqual({
      tenant: "acme",
      placement: "BookingPane",
      layout: "Auto",
      language: "IS",
    });
  });

  it("shows the first experience until one is chosen, and an unknown one gives way to it", () => {
    const choice = { ...defaultWidgetChoice, placement: "EventDetail" as const };
    expect(widgetOptionsOf("acme", choice, experiences, "EN").experience).toBe("glacier-walk");
    expect(widgetOptionsOf("acme", { ...choice, experience: "whales" }, experiences, "EN").experience).toBe(
      "whales",
    );
    expect(widgetOptionsOf("acme", { ...choice, experience: "gone" }, experiences, "EN").experience).toBe(
      "glacier-walk",
    );
  });

  it("names an experience without a tag by its id, as the storefront does", () => {
    const untagged = { ...whaleWatching, tag: "" };
    const choice = { ...defaultWidgetChoice, placement: "Button" as const };
    expect(widgetOptionsOf("acme", choice, [untagged], "EN").experience).toBe(untagged.id);
  });

  it("keeps a trimmed label for the button only", () => {
    const choice = { ...defaultWidgetChoice, label: "  Go  ", language: "EN" as const };
    expect(widgetOptionsOf("acme", { ...choice, placement: "Button" }, experiences, "IS")).toEqual({
      tenant: "acme",
      placement: "Button",
      experience: "glacier-walk",
      layout: "Auto",
      language: "EN",
      label: "Go",
    });
    expect(
      widgetOptionsOf("acme", { ...choice, placement: "EventDetail" }, experiences, "IS").label,
    ).toBeUndefined();
    expect(
      widgetOptionsOf("acme", { ...choice, label: "  ", placement: "Button" }, experiences, "IS").label,
    ).toBeUndefined();
  });
});
