/**
 * Confirm dialog: docs/product.md §4.2 defaults (title "Are you sure?", text "Are you sure you want to
 * continue?", buttons Cancel and Confirm, busy label "Saving..."), opened through
 * @mantine/modals. When onConfirm returns a promise the dialog stays open with Confirm showing
 * "Saving..." until it settles; it closes on success and offers the buttons again on failure.
 */
import { Loader, type MantineColor, Text } from "@mantine/core";
import { randomId } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import i18n from "i18next";
import type { ReactNode } from "react";

export interface ConfirmDialogOptions {
  title?: ReactNode;
  text?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmColor?: MantineColor;
  onConfirm?: () => void | Promise<unknown>;
  onCancel?: () => void;
  /** Called whenever the dialog closes, after confirming or not. */
  onClose?: () => void;
}

/** Opens the dialog and returns its modal id. */
export function openConfirmDialog(options: ConfirmDialogOptions = {}): string {
  const t = i18n.t.bind(i18n);
  const modalId = randomId("confirm-");
  const labels = {
    confirm: options.confirmLabel ?? t("common.confirm"),
    cancel: options.cancelLabel ?? t("common.cancel"),
  };
  const setBusy = (busy: boolean) =>
    modals.updateModal({
      modalId,
      labels: { ...labels, confirm: busy ? t("common.saving") : labels.confirm },
      confirmProps: {
        color: options.confirmColor,
        disabled: busy,
        "aria-busy": busy,
        leftSection: busy ? <Loader size={14} color="currentColor" /> : undefined,
      },
      cancelProps: { disabled: busy },
      closeOnClickOutside: !busy,
      closeOnEscape: !busy,
      withCloseButton: !busy,
    });
  modals.openConfirmModal({
    modalId,
    title: options.title ?? t("confirm.title"),
    children: <Text size="sm">{options.text ?? t("confirm.text")}</Text>,
    labels,
    confirmProps: { color: options.confirmColor },
    closeOnConfirm: false,
    onCancel: options.onCancel,
    onClose: options.onClose,
    onConfirm: () => {
      const result = options.onConfirm?.();
      if (!(result instanceof Promise)) return modals.close(modalId);
      setBusy(true);
      result.then(
        () => modals.close(modalId),
        () => setBusy(false),
      );
    },
  });
  return modalId;
}

/** Asks for confirmation: true when the user confirms, false when they cancel or close. */
export function confirmDialog(
  options: Omit<ConfirmDialogOptions, "onConfirm" | "onCancel" | "onClose"> = {},
): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    openConfirmDialog({ ...options, onConfirm: () => resolve(true), onClose: () => resolve(false) });
  });
}
