import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountWidget, mountWidgets } from "./mount-widget";
import { quietFramesNotLoaded, testOrigin, widgetElement } from "./widget-test-support";

beforeEach(() => quietFramesNotLoaded());

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

const frameIn = (element: Element) => element.querySelector("iframe");

describe("mountWidgets", () => {
  it("draws the booking pane as a titled frame of the storefront list", () => {
    const element = widgetElement({ tenant: "acme", placement: "BookingPane", language: "EN" });
    expect(mountWidgets(document, testOrigin)).toBe(1);
    const frame = frameIn(element)!;
    expect(frame.src).toBe("https://book.example/acme/storefront?embed=1&lang=en&layout=Auto");
    expect(frame.title).toBe("Online booking");
    expect(frame.name).toBe("stund-embed");
    expect(frame.getAttribute("sandbox")).toContain("allow-top-navigation");
    expect(document.getElementById("stund-widget-styles")).not.toBeNull();
  });

  it("draws one experience inline for the event detail, in Icelandic and a single column", () => {
    const element = widgetElement({
      tenant: "acme",
      placement: "EventDetail",
      experience: "glacier-walk",
      layout: "Single",
      language: "IS",
    });
    mountWidgets(document, testOrigin);
    const frame = frameIn(element)!;
    expect(frame.src).toBe("https://book.example/acme/storefront/glacier-walk?embed=1&lang=is&layout=Single");
    expect(frame.title).toBe("Bókun á netinu");
    expect(frame.getAttribute("data-layout")).toBe("Single");
  });

  it("draws the button placement as a button only; the frame waits for the click", () => {
    const element = widgetElement({
      tenant: "acme",
      placement: "Button",
      experience: "glacier-walk",
      label: "Book the walk",
    });
    mountWidgets(document, testOrigin);
    const button = element.querySelector("button")!;
    expect(button).toHaveTextContent("Book the walk");
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("gives the button its own words in the widget's language when the company sets none", () => {
    const english = widgetElement({ tenant: "acme", placement: "Button", experience: "x" });
    const icelandic = widgetElement({ tenant: "acme", placement: "Button", experience: "x", language: "IS" });
    mountWidgets(document, testOrigin);
    expect(english.querySelector("button")).toHaveTextContent("Book now");
    expect(icelandic.querySelector("button")).toHaveTextContent("Bóka núna");
  });

  it("leaves a mistaken element empty and says why in the console", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const element = widgetElement({ tenant: "acme", placement: "EventDetail" });
    expect(mountWidgets(document, testOrigin)).toBe(0);
    expect(element).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("data-experience is missing"), element);
  });

  it("draws each element once when asked again, and only elements under the root given", () => {
    const first = widgetElement({ tenant: "acme" });
    mountWidgets(document, testOrigin);
    const later = widgetElement({ tenant: "acme" });
    const elsewhere = widgetElement({ tenant: "acme" });
    const holder = document.createElement("section");
    holder.append(later);
    document.body.append(holder);
    expect(mountWidgets(holder, testOrigin)).toBe(1);
    expect(first.querySelectorAll("iframe")).toHaveLength(1);
    expect(later.querySelectorAll("iframe")).toHaveLength(1);
    expect(elsewhere.querySelectorAll("iframe")).toHaveLength(0);
  });
});

describe("mountWidget", () => {
  it("removes what it drew, so the element can be drawn again with other options", () => {
    const element = document.createElement("div");
    document.body.append(element);
    const unmount = mountWidget(element, testOrigin, {
      tenant: "acme",
      placement: "BookingPane",
      layout: "Auto",
      language: "EN",
    });
    expect(element).toHaveAttribute("data-stund-mounted");
    unmount();
    expect(element).toBeEmptyDOMElement();
    expect(element).not.toHaveAttribute("data-stund-mounted");
  });

  it("closes an open overlay when the button is removed", () => {
    const element = document.createElement("div");
    document.body.append(element);
    const unmount = mountWidget(element, testOrigin, {
      tenant: "acme",
      placement: "Button",
      experience: "x",
      layout: "Auto",
      language: "EN",
    });
    element.querySelector("button")!.click();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    unmount();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(element).toBeEmptyDOMElement();
  });
});
