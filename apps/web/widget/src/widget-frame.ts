import { embedFrameName, isEscapeMessage, isHeightMessage, maxFrameHeight } from "./embed-protocol";
import { widgetFrameUrl } from "./frame-url";
import type { WidgetOptions } from "./widget-options";
import { widgetTexts } from "./widget-texts";

/**
 * What a framed storefront may do: run, keep its language choice, send its form, open the
 * payment page in a new tab and take the whole window to the payment page (payment pages refuse
 * to run in frames). Naming top navigation here grants it outright, whatever a browser's own
 * rules about frames that move the window some seconds after the customer's click.
 */
const sandbox = [
  "allow-scripts",
  "allow-same-origin",
  "allow-forms",
  "allow-popups",
  "allow-popups-to-escape-sandbox",
  "allow-top-navigation",
  "allow-downloads",
  "allow-modals",
].join(" ");

/** An iframe of the storefront for these options, named and titled for screen readers. */
export function createWidgetFrame(document: Document, origin: string, options: WidgetOptions) {
  const frame = document.createElement("iframe");
  frame.className = "stund-widget-frame";
  frame.src = widgetFrameUrl(origin, options);
  frame.name = embedFrameName;
  frame.title = widgetTexts(options.language).frame;
  frame.setAttribute("sandbox", sandbox);
  frame.setAttribute("data-layout", options.layout);
  return frame;
}

export interface FrameMessageHandlers {
  onHeight?: (height: number) => void;
  onEscape?: () => void;
}

/**
 * Listens for what one frame's storefront posts. Only messages whose source is that frame's
 * own window, from our origin, count: every other frame and script on the company's page can
 * post messages too. Returns the function that stops listening.
 */
export function listenToFrame(
  frame: HTMLIFrameElement,
  origin: string,
  handlers: FrameMessageHandlers,
): () => void {
  const view = frame.ownerDocument.defaultView;
  if (!view) return () => undefined;
  const expectedOrigin = new URL(origin).origin;
  const receive = (event: MessageEvent) => {
    if (!frame.contentWindow || event.source !== frame.contentWindow) return;
    if (event.origin !== expectedOrigin) return;
    if (isHeightMessage(event.data))
      handlers.onHeight?.(Math.min(Math.ceil(event.data.height), maxFrameHeight));
    else if (isEscapeMessage(event.data)) handlers.onEscape?.();
  };
  view.addEventListener("message", receive);
  return () => view.removeEventListener("message", receive);
}

/** Keeps an inline frame as tall as the page inside it, so the company's page scrolls, not the frame. */
export function followFrameHeight(frame: HTMLIFrameElement, origin: string): () => void {
  return listenToFrame(frame, origin, {
    onHeight: (height) => {
      frame.style.height = `${height}px`;
    },
  });
}
