import { Alert } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { failureMessage } from "../../../../lib/forms/use-contract-form";

interface DeleteRequest {
  name: string;
  title: string;
  text: string;
  remove: () => Promise<unknown>;
}

/**
 * Delete behind a confirm dialog. A refusal (e.g. 409 "still used by …") closes the dialog, since
 * trying again would fail the same way, and stays on the page as an alert with the answer's title.
 */
export function useDeleteConfirm() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ name: string; message: string } | null>(null);
  const confirmDelete = (request: DeleteRequest) =>
    openConfirmDialog({
      title: request.title,
      text: request.text,
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () =>
        request.remove().then(
          () => setFailure(null),
          (error: unknown) => setFailure({ name: request.name, message: failureMessage(error, t) }),
        ),
    });
  const alert = failure && (
    <Alert
      color="red"
      variant="light"
      title={t("catalogueSettings.deleteFailed", { name: failure.name })}
      withCloseButton
      closeButtonLabel={t("common.close")}
      onClose={() => setFailure(null)}
      role="alert"
      data-testid="delete-error"
    >
      {failure.message}
    </Alert>
  );
  return { confirmDelete, alert };
}
