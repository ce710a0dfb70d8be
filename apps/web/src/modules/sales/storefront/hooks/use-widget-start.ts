import type { Layout } from "@stund/shared/bookings/enums";
import { layoutFrom } from "../model/layout";

// Read once, when the storefront starts in its frame: later pages of the frame keep it even though
// their addresses no longer carry it.
const started: Layout = typeof window === "undefined" ? "Auto" : layoutFrom(window.location.search);

const startedProject =
  typeof window === "undefined"
    ? undefined
    : (new URLSearchParams(window.location.search).get("project") ?? undefined);

/** The widget's layout this storefront was opened with (Auto outside a widget). */
export function useLayout(): Layout {
  return started;
}

/** The project a project's booking widget opened the storefront for: its list shows only that project's. */
export function useStartedProject(): string | undefined {
  return startedProject || undefined;
}
