/**
 * Toaster: the toast stack of docs/product.md §4.1, bottom-right and 500 px wide. On a phone Mantine's container
 * narrows to the screen width minus its margins, so nothing scrolls sideways.
 * Toasts are posted through toast-store.ts and live by its timings, not by Mantine's auto-close.
 */
import { Notifications } from "@mantine/notifications";
import { toastWidth } from "./toast-timings";

export function Toaster() {
  return <Notifications position="bottom-right" containerWidth={toastWidth} limit={5} autoClose={false} />;
}
