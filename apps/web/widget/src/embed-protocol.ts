/**
 * What the booking widget and the storefront page inside its frame tell each other. The widget
 * script and the storefront are built separately, so both import these names from here.
 */

/** The storefront's height in CSS pixels, posted to the parent window whenever it changes. */
export const heightMessageType = "stund:height";

/** Escape pressed inside the framed storefront with nothing of its own open: the overlay closes. */
export const escapeMessageType = "stund:escape";

/**
 * The name the widget gives its frames. A frame keeps its name while the customer moves from
 * page to page inside it, so the storefront still knows it is embedded after ?embed=1 has
 * gone from the address.
 */
export const embedFrameName = "stund-embed";

/** The highest height the widget applies, so a faulty page cannot grow the host page without end. */
export const maxFrameHeight = 20_000;

export interface HeightMessage {
  type: typeof heightMessageType;
  height: number;
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== "object" || data === null) return false;
  const message = data as Partial<HeightMessage>;
  return (
    message.type === heightMessageType &&
    typeof message.height === "number" &&
    Number.isFinite(message.height) &&
    message.height >= 0
  );
}

export function isEscapeMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { type?: unknown }).type === escapeMessageType;
}
