/**
 * ActionModal: docs/product.md §4.2, a modal with an optional loading state that hides its actions,
 * and the modal defaults (buttons Cancel and Confirm, busy label "Saving...").
 * - loading: a loader covers the content and the actions are hidden;
 * - busy: Confirm shows "Saving..." and the modal cannot be closed until the save ends.
 */
import {
  Button,
  Group,
  Loader,
  LoadingOverlay,
  Modal,
  type MantineColor,
  type ModalProps,
} from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface ActionModalProps extends Omit<ModalProps, "title" | "children"> {
  title?: ReactNode;
  children?: ReactNode;
  /** Covers the content with a loader and hides the actions. */
  loading?: boolean;
  /** A save is running: Confirm shows the busy label and closing is blocked. */
  busy?: boolean;
  onConfirm?: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  confirmColor?: MantineColor;
  confirmDisabled?: boolean;
  /** When set, Confirm submits this form instead of calling onConfirm. */
  formId?: string;
  /** Set false for a dialog with Confirm only. */
  withCancel?: boolean;
  /** Set false to leave out the actions altogether. */
  withActions?: boolean;
}

export function ActionModal({
  title,
  children,
  loading = false,
  busy = false,
  onConfirm,
  confirmLabel,
  cancelLabel,
  confirmColor,
  confirmDisabled = false,
  formId,
  withCancel = true,
  withActions = true,
  onClose,
  closeOnClickOutside,
  closeOnEscape,
  withCloseButton = true,
  ...modalProps
}: ActionModalProps) {
  const { t } = useTranslation();
  const showActions = withActions && !loading;
  return (
    <Modal
      title={title}
      onClose={busy ? () => undefined : onClose}
      closeOnClickOutside={busy ? false : closeOnClickOutside}
      closeOnEscape={busy ? false : closeOnEscape}
      withCloseButton={withCloseButton && !busy}
      {...modalProps}
    >
      <div style={{ position: "relative", minHeight: loading ? 80 : undefined }}>
        <LoadingOverlay visible={loading} zIndex={1} data-testid="modal-loading" />
        {children}
      </div>
      {showActions && (
        <Group justify="flex-end" mt="md" data-testid="modal-actions">
          {withCancel && (
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel ?? t("common.cancel")}
            </Button>
          )}
          <Button
            type={formId ? "submit" : "button"}
            form={formId}
            color={confirmColor}
            onClick={formId ? undefined : onConfirm}
            disabled={confirmDisabled || busy}
            aria-busy={busy}
            leftSection={busy ? <Loader size={14} color="currentColor" /> : undefined}
          >
            {busy ? t("common.saving") : (confirmLabel ?? t("common.confirm"))}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
