import type { WidgetOptions } from "./widget-options";

/**
 * The storefront address a widget frames: the company's list for BookingPane, one experience
 * for EventDetail and Button, always with embed=1 (no page header, height posted to the parent),
 * the language and the layout. The settings screen's preview uses the same address.
 */
export function widgetFrameUrl(origin: string, options: WidgetOptions): string {
  const tenant = encodeURIComponent(options.tenant);
  const path =
    options.placement === "BookingPane" || !options.experience
      ? `/${tenant}/storefront`
      : `/${tenant}/storefront/${encodeURIComponent(options.experience)}`;
  const query = new URLSearchParams({
    embed: "1",
    lang: options.language.toLowerCase(),
    layout: options.layout,
  });
  if (options.placement === "BookingPane" && options.project) query.set("project", options.project);
  return `${origin.replace(/\/+$/, "")}${path}?${query.toString()}`;
}
