import { useEffect, useState } from "react";
import {
  embedFrameName,
  escapeMessageType,
  heightMessageType,
} from "../../../../../widget/src/embed-protocol";

/**
 * Whether the storefront runs inside the booking widget: ?embed=1 in the address, or a frame
 * the widget named (the name stays when the customer moves on to another storefront page and
 * the address no longer carries embed=1).
 */
export function isEmbedded(search: string, frameName: string): boolean {
  return new URLSearchParams(search).get("embed") === "1" || frameName === embedFrameName;
}

/** Something of the page's own that Escape should close first (a menu, a date picker). */
function pageHasOpenPopup(): boolean {
  return document.querySelector('[aria-expanded="true"], [role="dialog"], [role="listbox"]') !== null;
}

/**
 * In the widget, tells the company's page how tall the storefront is whenever that changes, so
 * the frame grows and shrinks with it instead of scrolling, and passes on Escape so the widget's
 * overlay can close while focus is inside the storefront. Returns the ref for the element whose
 * height counts; outside the widget it does nothing.
 */
export function useEmbedHeight(embedded: boolean): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const parent = window.parent;
    if (!embedded || !element || parent === window) return;
    let posted = -1;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height === posted) return;
      posted = height;
      parent.postMessage({ type: heightMessageType, height }, "*");
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !pageHasOpenPopup()) parent.postMessage({ type: escapeMessageType }, "*");
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => {
      observer.disconnect();
      window.removeEventListener("keydown", onKeyDown, true);
    };
  }, [embedded, element]);

  return setElement;
}
