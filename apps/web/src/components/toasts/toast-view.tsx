/** How a toast looks for each type (docs/product.md §4.1 texts), as Mantine notification props. */
import type { NotificationData } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import i18n from "i18next";
import { toastTimings, type ToastItem } from "./toast-timings";
import { TranslatedText } from "./translated-text";

/** The notification id of a route's toast: one toast per route (docs/product.md §4.1: "keyed by the route"). */
export function toastId(route: string): string {
  return `toast:${route}`;
}

/**
 * What a toast looks like for its item (docs/product.md §4.1 texts). A dismissed toast fades out over the
 * 0.5 s before it is removed.
 */
export function toastView(item: ToastItem, dismissed: boolean, onClose: () => void): NotificationData {
  const t = i18n.t.bind(i18n);
  const finished = item.type === "success" || item.type === "error";
  const look = {
    loading: {
      color: "teal",
      title: undefined,
      message: <TranslatedText textKey="toast.loading" />,
      icon: undefined,
    },
    waiting: {
      color: "yellow",
      title: undefined,
      message: <TranslatedText textKey="toast.waiting" />,
      icon: undefined,
    },
    success: {
      color: "green",
      title: undefined,
      message: item.message || <TranslatedText textKey="toast.success" />,
      icon: <IconCheck size={18} />,
    },
    error: {
      color: "red",
      title: <TranslatedText textKey="toast.errorTitle" />,
      message: item.message || <TranslatedText textKey="toast.errorText" />,
      icon: <IconX size={18} />,
    },
  }[item.type];
  return {
    id: toastId(item.route),
    ...look,
    loading: !finished,
    autoClose: false,
    allowClose: finished,
    withCloseButton: finished,
    withBorder: true,
    closeButtonProps: { "aria-label": t("common.close") },
    onClose,
    style: {
      opacity: dismissed ? 0 : 1,
      transition: `opacity ${toastTimings.removeAfterMs}ms ease`,
    },
    "data-toast-route": item.route,
    "data-toast-type": item.type,
    "data-toast-dismissed": dismissed ? "true" : "false",
  };
}
