/** Test helpers: a widget element on the page, and a message as a framed storefront would post it. */
import { vi } from "vitest";

export const testOrigin = "https://book.example";

export function widgetElement(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement("div");
  element.setAttribute("data-stund-widget", "");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, value);
  document.body.append(element);
  return element;
}

/**
 * The test DOM does not load frames, so a frame has no window of its own; this gives it one
 * (any object stands in for it) so messages can name it as their source.
 */
export function giveFrameAWindow(frame: HTMLIFrameElement): Window {
  const frameWindow = { name: "framed storefront" } as unknown as Window;
  Object.defineProperty(frame, "contentWindow", { configurable: true, get: () => frameWindow });
  return frameWindow;
}

export function postFromFrame(data: unknown, source: Window | null, origin = testOrigin): void {
  window.dispatchEvent(new MessageEvent("message", { data, source, origin }));
}

/**
 * The test DOM does not load frames and reports each one it skips as an error, through the
 * console it was started with rather than the test's. Those reports say nothing about the
 * widget, so a test leaves them out of the error output and lets everything else through.
 */
export function quietFramesNotLoaded(): void {
  const write = process.stderr.write.bind(process.stderr) as (...args: unknown[]) => boolean;
  const filtered = (chunk: unknown, ...rest: unknown[]) =>
    String(chunk).includes("Iframe page loading is disabled") ? true : write(chunk, ...rest);
  vi.spyOn(process.stderr, "write").mockImplementation(filtered as typeof process.stderr.write);
}
