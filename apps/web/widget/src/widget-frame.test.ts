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
});

function inlineFrame() {
  const element = widgetElement({ tenant: "acme", placement: "BookingPane" });
  mountWidgets(document, testOrigin);
  const frame = element.querySelector("iframe")!;
  return { frame, frameWindow: giveFrameAWindow(frame) };
}

describe("frame height", () => {
  it("takes the height its own storefront posts, rounded up", () => {
    const { frame, frameWindow } = inlineFrame();
    postFromFrame({ type: "stund:height", height: 812.4 }, frameWindow);
    expect(frame.style.height).toBe("813px");
    postFromFrame({ type: "stund:height", height: 400 }, frameWindow);
    expect(frame.style.height).toBe("400px");
  });

  it("ignores heights posted by any other window, even with our origin", () => {
    const { frame } = inlineFrame();
    const before = frame.style.height;
    postFromFrame({ type: "stund:height", height: 5000 }, window);
    postFromFrame({ type: "stund:height", height: 5000 }, null);
    expect(frame.style.height).toBe(before);
  });

  it("ignores its own frame once the frame shows a page of another origin", () => {
    const { frame, frameWindow } = inlineFrame();
    const before = frame.style.height;
    postFromFrame({ type: "stund:height", height: 5000 }, frameWindow, "https://pay.example");
    expect(frame.style.height).toBe(before);
  });

  it("ignores every other message and never grows past its limit", () => {
    const { frame, frameWindow } = inlineFrame();
    const before = frame.style.height;
    postFromFrame({ type: "stund:height", height: -1 }, frameWindow);
    postFromFrame({ type: "stund:height", height: "900" }, frameWindow);
    postFromFrame({ type: "other", height: 900 }, frameWindow);
    postFromFrame("stund:height", frameWindow);
    expect(frame.style.height).toBe(before);
    postFromFrame({ type: "stund:height", height: 1e9 }, frameWindow);
    expect(frame.style.height).toBe("20000px");
  });

  it("keeps two widgets' heights apart", () => {
    const first = inlineFrame();
    const second = inlineFrame();
    postFromFrame({ type: "stund:height", height: 300 }, first.frameWindow);
    postFromFrame({ type: "stund:height", height: 700 }, second.frameWindow);
    expect(first.frame.style.height).toBe("300px");
    expect(second.frame.style.height).toBe("700px");
  });
});
