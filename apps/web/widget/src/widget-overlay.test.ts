import { fireEvent } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountWidgets } from "./mount-widget";
import {
  giveFrameAWindow,
  postFromFrame,
  quietFramesNotLoaded,
  testOrigin,
  widgetElement,
} from "./widget-test-support";

beforeEach(() => quietFramesNotLoaded());

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  document.documentElement.style.overflow = "";
});

function openOverlay(language = "EN") {
  const element = widgetElement({
    tenant: "acme",
    placement: "Button",
    experience: "glacier-walk",
    label: "Book the walk",
    language,
  });
  mountWidgets(document, testOrigin);
  const button = element.querySelector("button")!;
  button.focus();
  button.click();
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  const frame = dialog.querySelector("iframe")!;
  const close = dialog.querySelector<HTMLButtonElement>(".stund-widget-close")!;
  const [startGuard, endGuard] = document.querySelectorAll<HTMLElement>("[data-stund-focus-guard]");
  return { button, dialog, frame, close, startGuard: startGuard!, endGuard: endGuard! };
}

describe("button overlay", () => {
  it("opens a labelled modal dialog with the experience's frame and focus on its close button", () => {
    const { button, dialog, frame, close } = openOverlay();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!);
    expect(title).toHaveTextContent("Book the walk");
    expect(dialog).toHaveAccessibleName("Book the walk");
    expect(frame.src).toBe("https://book.example/acme/storefront/glacier-walk?embed=1&lang=en&layout=Auto");
    expect(close).toHaveAccessibleName("Close");
    expect(document.activeElement).toBe(close);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(document.documentElement.style.overflow).toBe("hidden");
  });

  it("names its close button in Icelandic for an Icelandic widget", () => {
    const { close } = openOverlay("IS");
    expect(close).toHaveAccessibleName("Loka");
  });

  it("keeps focus inside: tabbing past either end comes back round", () => {
    const { frame, close, startGuard, endGuard } = openOverlay();
    endGuard.focus();
    expect(document.activeElement).toBe(close);
    startGuard.focus();
    expect(document.activeElement).toBe(frame);
  });

  it("closes on Escape and gives focus back to the button", () => {
    const { button, close } = openOverlay();
    fireEvent.keyDown(close, { key: "Escape" });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("leaves other keys alone", () => {
    const { close } = openOverlay();
    fireEvent.keyDown(close, { key: "Enter" });
    fireEvent.keyDown(close, { key: "Tab" });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it("closes with its close button, or a click beside the dialog but not on it", () => {
    const first = openOverlay();
    first.close.click();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(first.button);

    first.button.click();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    fireEvent.click(dialog);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    fireEvent.click(document.querySelector("[data-stund-overlay]")!);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("closes when its own storefront reports Escape, and only then", () => {
    const { frame, button } = openOverlay();
    const frameWindow = giveFrameAWindow(frame);
    postFromFrame({ type: "stund:escape" }, window);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    postFromFrame({ type: "stund:escape" }, frameWindow);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("opens once however often the button is pressed, and again after closing", () => {
    const { button, close } = openOverlay();
    button.click();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    close.click();
    button.click();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });
});
