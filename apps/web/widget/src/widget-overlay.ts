import { createWidgetFrame, listenToFrame } from "./widget-frame";
import type { WidgetOptions } from "./widget-options";
import { widgetTexts } from "./widget-texts";

let overlayCount = 0;

/** An element that only exists to be tabbed onto, sending focus back into the dialog. */
function focusGuard(document: Document, onFocus: () => void): HTMLElement {
  const guard = document.createElement("span");
  guard.tabIndex = 0;
  guard.setAttribute("data-stund-focus-guard", "");
  guard.addEventListener("focus", onFocus);
  return guard;
}

/**
 * Opens the booking flow of one experience in a modal dialog over the company's page: labelled
 * by the button's text, aria-modal, focus kept inside (guards on both sides send it round),
 * Escape, the close button or a click beside the dialog close it, the page behind does not
 * scroll, and focus goes back to the button that opened it. Returns the function that closes it.
 */
export function openWidgetOverlay(
  opener: HTMLElement,
  origin: string,
  options: WidgetOptions,
  onClosed: () => void,
): () => void {
  const document = opener.ownerDocument;
  const texts = widgetTexts(options.language);
  const titleId = `stund-widget-title-${++overlayCount}`;

  const backdrop = document.createElement("div");
  backdrop.className = "stund-widget-backdrop";
  backdrop.setAttribute("data-stund-overlay", "");

  const dialog = document.createElement("div");
  dialog.className = "stund-widget-dialog";
  dialog.setAttribute("role", "dialog");
  dialog.setAttribute("aria-modal", "true");
  dialog.setAttribute("aria-labelledby", titleId);

  const bar = document.createElement("div");
  bar.className = "stund-widget-bar";
  const title = document.createElement("h2");
  title.className = "stund-widget-title";
  title.id = titleId;
  title.textContent = opener.textContent;
  const closeButton = document.createElement("button");
  closeButton.type = "button";
  closeButton.className = "stund-widget-close";
  closeButton.setAttribute("aria-label", texts.close);
  closeButton.textContent = "×";
  bar.append(title, closeButton);

  const frame = createWidgetFrame(document, origin, options);
  dialog.append(bar, frame);
  backdrop.append(
    focusGuard(document, () => frame.focus()),
    dialog,
    focusGuard(document, () => closeButton.focus()),
  );

  const root = document.documentElement;
  const overflow = root.style.overflow;
  let open = true;
  const close = () => {
    if (!open) return;
    open = false;
    stopListening();
    document.removeEventListener("keydown", onKeyDown, true);
    backdrop.remove();
    root.style.overflow = overflow;
    opener.setAttribute("aria-expanded", "false");
    opener.focus();
    onClosed();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    close();
  };
  const stopListening = listenToFrame(frame, origin, { onEscape: close });

  closeButton.addEventListener("click", close);
  backdrop.addEventListener("click", (event) => {
    if (event.target === backdrop) close();
  });
  document.addEventListener("keydown", onKeyDown, true);

  root.style.overflow = "hidden";
  document.body.append(backdrop);
  opener.setAttribute("aria-expanded", "true");
  closeButton.focus();
  return close;
}
