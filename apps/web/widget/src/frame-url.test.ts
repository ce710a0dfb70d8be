import { describe, expect, it } from "vitest";
import { widgetFrameUrl } from "./frame-url";

describe("widgetFrameUrl", () => {
  it("frames the storefront list for the booking pane", () => {
    expect(
      widgetFrameUrl("https://book.example/", {
        tenant: "acme",
        placement: "BookingPane",
        layout: "Auto",
        language: "EN",
      }),
    ).toBe("https://book.example/acme/storefront?embed=1&lang=en&layout=Auto");
  });

  it("lists only a project's experiences in a project's booking pane", () => {
    expect(
      widgetFrameUrl("https://book.example", {
        tenant: "acme",
        placement: "BookingPane",
        project: "harbour",
        layout: "TwoColumns",
        language: "EN",
      }),
    ).toBe("https://book.example/acme/storefront?embed=1&lang=en&layout=TwoColumns&project=harbour");
  });

  it("frames one experience for the detail and the button, with its tag made safe for an address", () => {
    const options = {
      tenant: "acme",
      experience: "glacier walk/1",
      layout: "Single",
      language: "IS",
    } as const;
    const expected = "https://book.example/acme/storefront/glacier%20walk%2F1?embed=1&lang=is&layout=Single";
    expect(widgetFrameUrl("https://book.example", { ...options, placement: "EventDetail" })).toBe(expected);
    expect(widgetFrameUrl("https://book.example", { ...options, placement: "Button" })).toBe(expected);
  });
});
