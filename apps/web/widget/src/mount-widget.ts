import { createWidgetFrame, followFrameHeight } from "./widget-frame";
import { readWidgetOptions, widgetAttribute, type WidgetOptions } from "./widget-options";
import { openWidgetOverlay } from "./widget-overlay";
import { ensureWidgetStyles } from "./widget-styles";
import { widgetTexts } from "./widget-texts";

const mountedAttribute = "data-stund-mounted";

/** A button that opens the experience's booking flow in an overlay dialog. */
function mountButton(element: HTMLElement, origin: string, options: WidgetOptions): () => void {
  const button = element.ownerDocument.createElement("button");
  button.type = "button";
  button.className = "stund-widget-button";
  button.textContent = options.label ?? widgetTexts(options.language).button;
  button.setAttribute("aria-haspopup", "dialog");
  button.setAttribute("aria-expanded", "false");
  let closeOverlay: (() => void) | undefined;
  button.addEventListener("click", () => {
    closeOverlay ??= openWidgetOverlay(button, origin, options, () => (closeOverlay = undefined));
  });
  element.append(button);
  return () => {
    closeOverlay?.();
    button.remove();
  };
}

/** The storefront inline, as tall as its content. */
function mountInline(element: HTMLElement, origin: string, options: WidgetOptions): () => void {
  const frame = createWidgetFrame(element.ownerDocument, origin, options);
  const stop = followFrameHeight(frame, origin);
  element.append(frame);
  return () => {
    stop();
    frame.remove();
  };
}

/**
 * Draws one widget into its element with the given options: BookingPane and EventDetail as an
 * inline frame, Button as a button with an overlay. Returns the function that removes it again.
 */
export function mountWidget(element: HTMLElement, origin: string, options: WidgetOptions): () => void {
  ensureWidgetStyles(element.ownerDocument);
  element.setAttribute(mountedAttribute, "");
  const unmount =
    options.placement === "Button"
      ? mountButton(element, origin, options)
      : mountInline(element, origin, options);
  return () => {
    unmount();
    element.removeAttribute(mountedAttribute);
  };
}

/**
 * Finds every widget element under `root` not drawn yet and draws it from its attributes. An
 * element with a mistake stays empty and the reason goes to the browser console.
 */
export function mountWidgets(root: ParentNode, origin: string): number {
  let mounted = 0;
  for (const element of root.querySelectorAll<HTMLElement>(
    `[${widgetAttribute}]:not([${mountedAttribute}])`,
  )) {
    const read = readWidgetOptions(element);
    if ("problem" in read) {
      console.warn(`Stund booking widget: ${read.problem}`, element);
      continue;
    }
    mountWidget(element, origin, read.options);
    mounted += 1;
  }
  return mounted;
}
