import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockRecordedApi } from "../../../../components/testing/recorded-api";
import { openStorefront } from "../testing/render-storefront";
import { company, glacierWalk, whaleWatching } from "../testing/storefront-fixtures";

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
  mockRecordedApi({
    "GET /acme/api/public/company": company,
    "GET /acme/api/public/experiences": [glacierWalk, whaleWatching],
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.name = "";
  localStorage.clear();
});

const heights = () =>
  postMessage.mock.calls
    .filter(([message]) => message.type === "stund:height")
    .map(([message]) => message.height);

describe("the storefront inside the booking widget", () => {
  it("hides the page header and tells the parent its height as it changes", async () => {
    const observer = controllableResizeObserver();
    await openStorefront("/acme/storefront?embed=1&lang=en&layout=Auto");
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByTestId("language-switch")).not.toBeVisible();

    expect(postMessage).toHaveBeenCalledWith({ type: "stund:height", height: 900 }, "*");
    height = 1234.2;
    observer.resize();
    observer.resize();
    expect(heights()).toEqual([900, 1235]);
  });

  it("stays embedded on the next page, where the address no longer says so, by its frame's name", async () => {
    window.name = "stund-embed";
    controllableResizeObserver();
    const { router } = await openStorefront("/acme/storefront?lang=en");
    const card = (await screen.findAllByTestId("experience-card"))[0]!;
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    postMessage.mockClear();
    fireEvent.click(card);
    expect(router.state.location.pathname).toBe("/acme/storefront/glacier-walk");
    expect(router.state.location.search).not.toContain("embed");
    await waitFor(() => expect(heights()).toEqual([900]));
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  });

  it("passes Escape on to the widget unless one of its own menus is open", async () => {
    controllableResizeObserver();
    await openStorefront("/acme/storefront?embed=1");
    await screen.findByRole("heading", { level: 1, name: "Acme Tours" });
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

  it("keeps its header and posts nothing as a page of its own", async () => {
    controllableResizeObserver();
    await openStorefront("/acme/storefront");
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Tours" })).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeVisible();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
