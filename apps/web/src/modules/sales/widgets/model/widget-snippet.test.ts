import { afterEach, describe, expect, it } from "vitest";
import { mountWidgets } from "../../../../../widget/src/mount-widget";
import { widgetFrameUrl } from "../../../../../widget/src/frame-url";
import type { WidgetOptions } from "../../../../../widget/src/widget-options";
import { quietFramesNotLoaded } from "../../../../../widget/src/widget-test-support";
import { widgetSnippet } from "./widget-snippet";

/** The snippet's widget element on a page (the script line is left out: the test DOM loads no scripts). */
function pasteElement(snippet: string) {
  const element = snippet.split("\n").find((line) => line.startsWith("<div"));
  document.body.innerHTML = element ?? "";
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("widgetSnippet", () => {
  it("writes only the attributes the placement needs, after the script from our host", () => {
    expect(
      widgetSnippet("https://book.example/", {
        tenant: "acme",
        placement: "BookingPane",
        layout: "Auto",
        language: "EN",
      }),
    ).toBe(
      '<script src="https://book.example/widget.js" async></script>\n' +
        '<div data-stund-widget data-tenant="acme" data-placement="BookingPane" data-layout="Auto" data-language="EN"></div>',
    );
  });

  it("is read back by the widget script as the same widget", () => {
    quietFramesNotLoaded();
    const options: WidgetOptions = {
      tenant: "acme",
      placement: "EventDetail",
      experience: "glacier-walk",
      layout: "TwoColumns",
      language: "IS",
    };
    pasteElement(widgetSnippet("https://book.example", options));
    expect(mountWidgets(document, "https://book.example")).toBe(1);
    expect(document.querySelector("iframe")?.src).toBe(widgetFrameUrl("https://book.example", options));
  });

  it("keeps a button text with quotes and angle brackets inside its attribute", () => {
    const options: WidgetOptions = {
      tenant: "acme",
      placement: "Button",
      experience: "x",
      layout: "Auto",
      language: "EN",
      label: `Book <now> & "save"`,
    };
    const snippet = widgetSnippet("https://book.example", options);
    expect(snippet).toContain('data-label="Book &lt;now&gt; &amp; &quot;save&quot;"');
    pasteElement(snippet);
    mountWidgets(document, "https://book.example");
    expect(document.querySelector("button")?.textContent).toBe(`Book <now> & "save"`);
  });
});
