import { layouts, type Layout } from "@stund/shared/bookings/enums";

type Columns = { base: number; xs?: number; sm?: number; md?: number };

/**
 * How the widget's layout (spec: Single, TwoColumns, Auto) arranges the storefront inside its
 * frame, whose width is the page's viewport: Single keeps one column however wide the frame;
 * TwoColumns puts two side by side once there is room for two (a phone still gets one);
 * Auto adds columns as the frame grows.
 */
export const layoutColumns: Record<Layout, { experiences: Columns; checkout: Columns }> = {
  Single: { experiences: { base: 1 }, checkout: { base: 1 } },
  TwoColumns: { experiences: { base: 1, xs: 2 }, checkout: { base: 1, xs: 2 } },
  Auto: { experiences: { base: 1, sm: 2, md: 3 }, checkout: { base: 1, md: 2 } },
};

/** The layout an address asks for (?layout=…), Auto when it asks for none or for an unknown one. */
export function layoutFrom(search: string): Layout {
  const asked = new URLSearchParams(search).get("layout");
  return layouts.find((layout) => layout === asked) ?? "Auto";
}
