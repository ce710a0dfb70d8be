import "../modules/sales/storefront/styles/storefront.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { isEmbedded } from "../modules/sales/storefront/hooks/use-embed-height";
import { siteStateElementId, type SiteState } from "../modules/sales/storefront/model/site-page";
import { registerZoneRules } from "../modules/sales/storefront/model/zoned-time";
import { SiteRoot } from "./site-root";

/**
 * The customer pages in the browser: the server rendered the page with its data; this takes it
 * over. A page the widget's frame moved to without ?embed=1 in its address is drawn again as
 * embedded (the server could not know the frame's name).
 */
const state = JSON.parse(
  document.getElementById(siteStateElementId)?.textContent ?? "null",
) as SiteState | null;
const root = document.getElementById("root");
if (state?.zoneRules) registerZoneRules(state.zoneRules);
if (state && root) {
  if (!state.request.embedded && isEmbedded(window.location.search, window.name)) {
    createRoot(root).render(<SiteRoot state={{ ...state, request: { ...state.request, embedded: true } }} />);
  } else {
    hydrateRoot(root, <SiteRoot state={state} />);
  }
}
