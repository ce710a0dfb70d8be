/**
 * widget.js: the booking widget a company pastes into its own website. It finds the elements
 * marked data-stund-widget and draws each as a frame of the storefront or a button with an
 * overlay. It sets no cookies and reads none; the storefront's public API needs none.
 */
import { mountWidgets } from "./mount-widget";
import { scriptOrigin } from "./script-origin";

interface WidgetGlobal {
  /** Draws widget elements added after the page loaded (pages that build themselves in the browser). */
  mount(root?: ParentNode): number;
}

const origin = scriptOrigin(document);
const api: WidgetGlobal = { mount: (root = document) => mountWidgets(root, origin) };
(window as unknown as { StundWidget?: WidgetGlobal }).StundWidget = api;

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => api.mount());
else api.mount();
