/**
 * The widget's look, as one style element with plain class selectors: a company can restyle the
 * button or the overlay from its own stylesheet, which inline styles would not let it do.
 */
const css = [
  ".stund-widget-frame{display:block;width:100%;border:0;height:600px;background:transparent}",
  ".stund-widget-frame[data-layout=Single]{max-width:640px}",
  ".stund-widget-button{font:inherit;font-weight:600;min-height:44px;padding:10px 20px;border:0;border-radius:6px;background:#1971c2;color:#fff;cursor:pointer}",
  ".stund-widget-button:hover{background:#1864ab}",
  ".stund-widget-button:focus-visible,.stund-widget-close:focus-visible{outline:3px solid #1971c2;outline-offset:2px}",
  ".stund-widget-backdrop{position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)}",
  ".stund-widget-dialog{display:flex;flex-direction:column;width:100%;height:100%;max-width:960px;background:#fff;color:#212529}",
  "@media (min-width:640px){.stund-widget-dialog{height:90vh;margin:16px;border-radius:8px;overflow:hidden}}",
  ".stund-widget-bar{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:4px 4px 4px 16px;border-bottom:1px solid #dee2e6}",
  ".stund-widget-title{margin:0;font:600 16px/1.3 system-ui,sans-serif;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}",
  ".stund-widget-close{width:44px;height:44px;border:0;border-radius:6px;background:transparent;color:inherit;font-size:28px;line-height:1;cursor:pointer}",
  ".stund-widget-dialog .stund-widget-frame{flex:1;height:auto;max-width:none}",
].join("");

const styleId = "stund-widget-styles";

export function ensureWidgetStyles(document: Document): void {
  if (document.getElementById(styleId)) return;
  const style = document.createElement("style");
  style.id = styleId;
  style.textContent = css;
  document.head.append(style);
}
