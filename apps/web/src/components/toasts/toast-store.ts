import { notifications } from "@mantine/notifications";
import i18n from "i18next";

export type ToastType = "loading" | "waiting" | "success" | "error";

/** Spec §4 and §9 toast timings. */
export const toastTimings = { takeOverMs: 1000, waitingAfterMs: 7000, removeAfterMs: 500 } as const;

interface ToastItem {
  route: string;
  type: ToastType;
  message: string;
  startedAt: number;
  timer?: ReturnType<typeof setInterval>;
}

const items = new Map<string, ToastItem>();

function show(item: ToastItem): void {
  const t = i18n.t.bind(i18n);
  const base = {
    id: item.route,
    withBorder: true,
    style: { width: 500, maxWidth: "calc(100vw - 32px)" },
  } as const;
  const existing = document.querySelector(`[data-toast-route="${CSS.escape(item.route)}"]`);
  const props =
    item.type === "error"
      ? {
          ...base,
          color: "red",
          title: t("toast.errorTitle"),
          message: item.message || t("toast.errorText"),
          loading: false,
          autoClose: 6000,
        }
      : item.type === "success"
        ? {
            ...base,
            color: "green",
            title: undefined,
            message: item.message || t("toast.success"),
            loading: false,
            autoClose: 4000,
          }
        : item.type === "waiting"
          ? {
              ...base,
              color: "yellow",
              title: undefined,
              message: t("toast.waiting"),
              loading: true,
              autoClose: false as const,
            }
          : {
              ...base,
              color: "blue",
              title: undefined,
              message: t("toast.loading"),
              loading: true,
              autoClose: false as const,
            };
  const withData = { ...props, "data-toast-route": item.route, "data-toast-type": item.type };
  if (existing) notifications.update(withData);
  else notifications.show(withData);
}

/** A loading toast for one route's save; after 7 s it turns to waiting and is checked again every 7 s. */
export function toastLoading(route: string): void {
  const previous = items.get(route);
  if (previous?.timer) clearInterval(previous.timer);
  const item: ToastItem = { route, type: "loading", message: "", startedAt: Date.now() };
  items.set(route, item);
  show(item);
  item.timer = setInterval(() => {
    const current = items.get(route);
    if (current !== item) return clearInterval(item.timer);
    if (item.type === "loading" || item.type === "waiting") {
      item.type = "waiting";
      show(item);
    }
  }, toastTimings.waitingAfterMs);
}

function finish(route: string, type: "success" | "error", message: string): void {
  const item = items.get(route) ?? { route, type, message, startedAt: Date.now() };
  if (item.timer) clearInterval(item.timer);
  item.type = type;
  item.message = message;
  items.set(route, item);
  show(item);
  const dismissAfter = type === "error" ? 6000 : 4000;
  setTimeout(() => {
    notifications.hide(route);
    setTimeout(() => {
      if (items.get(route) === item) items.delete(route);
    }, toastTimings.removeAfterMs);
  }, dismissAfter);
}

export function toastSuccess(route: string, message = ""): void {
  finish(route, "success", message);
}

export function toastError(route: string, message = ""): void {
  finish(route, "error", message);
}

export function currentToastType(route: string): ToastType | undefined {
  return items.get(route)?.type;
}
