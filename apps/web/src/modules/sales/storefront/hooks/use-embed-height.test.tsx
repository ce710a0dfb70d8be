import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openSitePage } from "../testing/render-storefront";
import { company, glacierWalk, whaleWatching } from "../testing/storefront-fixtures";
import { isEmbedded } from "./use-embed-height";

/** A ResizeObserver the test drives: `resize()` tells every observer its element changed size. */
function controllableResizeObserver() {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { resize: () => callbacks.forEach((callback) => callback()) };
}

let height = 900;
let postMessage: ReturnType<typeof vi.fn>;

beforeEach(() => {
  height = 900;
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(
    () => ({ height, width: 390, top: 0, left: 0, right: 390, bottom: height, x: 0, y: 0 }) as DOMRect,
  );
  postMessage = vi.fn();
  vi.spyOn(window, "parent", "get").mockReturnValue({ postMessage } as unknown as Window);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const openStorefront = (url: string) =>
  openSitePage({ kind: "storefront", company, experiences: [glacierWalk, whaleWatching] }, { url });

const heights = () =>
  postMessage.mock.calls
    .filter(([message]) => message.type === "stund:height")
    .map(([message]) => message.height);

describe("the storefront inside the booking widget", () => {
  it("hides the page header and tells the parent its height as it changes", () => {
    const observer = controllableResizeObserver();
    openStorefront("/acme/storefront?embed=1&lang=en&layout=Auto");
    expect(screen.getByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByTestId("language-switch")).not.toBeInTheDocument();

    expect(postMessage).toHaveBeenCalledWith({ type: "stund:height", height: 900 }, "*");
    height = 1234.2;
    observer.resize();
    observer.resize();
    expect(heights()).toEqual([900, 1235]);
  });

  it("passes Escape on to the widget unless one of its own menus is open", () => {
    controllableResizeObserver();
    openStorefront("/acme/storefront?embed=1");
    screen.getByRole("heading", { level: 1, name: "Acme Tours" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(postMessage).toHaveBeenCalledWith({ type: "stund:escape" }, "*");

    postMessage.mockClear();
    const menu = document.createElement("div");
    menu.setAttribute("role", "listbox");
    document.body.append(menu);
    fireEvent.keyDown(document.body, { key: "Escape" });
    fireEvent.keyDown(document.body, { key: "Enter" });
    menu.remove();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("keeps its header and posts nothing as a page of its own", () => {
    controllableResizeObserver();
    openStorefront("/acme/storefront");
    expect(screen.getByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeVisible();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(postMessage).not.toHaveBeenCalled();
  });
});

describe("isEmbedded", () => {
  it("is in the widget's frame by ?embed=1, or by the frame's name once the address no longer says so", () => {
    expect(isEmbedded("?embed=1&lang=en", "")).toBe(true);
    expect(isEmbedded("?lang=en", "stund-embed")).toBe(true);
    expect(isEmbedded("?lang=en", "")).toBe(false);
    expect(isEmbedded("?embed=0", "another-frame")).toBe(false);
  });
});
