/**
 * Toast store: the toasts of docs/product.md §4.1, their states, texts and timings.
 *
 * One toast per route (the save it reports on), of type loading, waiting, success or error.
 * - A posted item shows at once: a new toast, or the route's toast updated in place.
 * - 1 s later the toast takes the item over: the item leaves the pending list.
 * - 7 s after its item arrived the toast is checked, and again every 7 s: a loading toast
 *   becomes waiting; a success or error toast is dismissed, then removed 0.5 s later.
 * Closing a success or error toast by hand removes it at once.
 * The toasts are rendered by Mantine's notifications in the Toaster.
 */
import { notifications } from "@mantine/notifications";
import { toastTimings, type ToastItem, type ToastType } from "./toast-timings";
import { toastId, toastView } from "./toast-view";

interface Toast {
  item: ToastItem;
  dismissed: boolean;
  takeOver?: ReturnType<typeof setTimeout>;
  check?: ReturnType<typeof setInterval>;
  removal?: ReturnType<typeof setTimeout>;
}

/** Items posted and not yet taken over by their toast. */
const pending = new Map<string, ToastItem>();
const toasts = new Map<string, Toast>();

function stopTimers(toast: Toast): void {
  clearTimeout(toast.takeOver);
  clearInterval(toast.check);
  clearTimeout(toast.removal);
}

function render(toast: Toast, isNew: boolean): void {
  const view = toastView(toast.item, toast.dismissed, () => closedByHand(toast));
  if (isNew) notifications.show(view);
  else notifications.update(view);
}

/** Mantine reports every close; only one the store did not start itself needs cleaning up. */
function closedByHand(toast: Toast): void {
  if (toasts.get(toast.item.route) !== toast) return;
  stopTimers(toast);
  toasts.delete(toast.item.route);
  pending.delete(toast.item.route);
}

function check(toast: Toast): void {
  if (toast.item.type === "loading") {
    toast.item = { ...toast.item, type: "waiting" };
    render(toast, false);
  } else if (toast.item.type === "success" || toast.item.type === "error") {
    dismiss(toast);
  }
}

function dismiss(toast: Toast): void {
  clearInterval(toast.check);
  toast.dismissed = true;
  render(toast, false);
  toast.removal = setTimeout(() => {
    toasts.delete(toast.item.route);
    notifications.hide(toastId(toast.item.route));
  }, toastTimings.removeAfterMs);
}

/** Shows an item at once as its route's toast and starts the toast's timings. */
export function postToast(item: ToastItem): void {
  pending.set(item.route, item);
  let toast = toasts.get(item.route);
  const isNew = !toast;
  if (toast) {
    stopTimers(toast);
    toast.item = item;
    toast.dismissed = false;
  } else {
    toast = { item, dismissed: false };
    toasts.set(item.route, toast);
  }
  render(toast, isNew);
  const owner = toast;
  owner.takeOver = setTimeout(() => {
    if (pending.get(item.route) === item) pending.delete(item.route);
  }, toastTimings.takeOverMs);
  owner.check = setInterval(() => check(owner), toastTimings.checkEveryMs);
}

/** The loading toast of one route's save (docs/product.md §4.1 loading text). */
export function toastLoading(route: string): void {
  postToast({ route, type: "loading", message: "" });
}

/** The success toast of one route's save; without a message it shows the text of docs/product.md §4.1. */
export function toastSuccess(route: string, message = ""): void {
  postToast({ route, type: "success", message });
}

/** The error toast of one route's save; without a message it shows the default text of docs/product.md §4.1. */
export function toastError(route: string, message = ""): void {
  postToast({ route, type: "error", message });
}

/** Ends a route's toast without a success message: for saves whose next screen says enough. */
export function toastDone(route: string): void {
  const toast = toasts.get(route);
  if (!toast) return;
  stopTimers(toast);
  toasts.delete(route);
  pending.delete(route);
  notifications.hide(toastId(route));
}

export interface ToastSnapshot extends ToastItem {
  dismissed: boolean;
  /** True until the toast has taken its item over. */
  pending: boolean;
}

/** The route's toast as it stands, or undefined once it has been removed. */
export function toastSnapshot(route: string): ToastSnapshot | undefined {
  const toast = toasts.get(route);
  if (!toast) return undefined;
  return { ...toast.item, dismissed: toast.dismissed, pending: pending.has(route) };
}

export function currentToastType(route: string): ToastType | undefined {
  return toasts.get(route)?.item.type;
}

/** Drops every toast and its timers (used between tests). */
export function resetToasts(): void {
  for (const toast of toasts.values()) stopTimers(toast);
  toasts.clear();
  pending.clear();
  notifications.clean();
}
