/**
 * Where the storefront lives: the origin the widget script itself was loaded from. The script
 * is async, so it asks while it first runs (document.currentScript is only set then); a copy
 * inlined or bundled by the company falls back to a script tag named widget.js, then the page.
 */
export function scriptOrigin(document: Document): string {
  const current = document.currentScript;
  const script =
    current instanceof HTMLScriptElement && current.src
      ? current
      : document.querySelector<HTMLScriptElement>('script[src$="/widget.js"], script[src*="/widget.js?"]');
  return new URL(script?.src || document.URL).origin;
}
