/** LoadError: a read that failed, in the error wording of docs/product.md §5.4 ("Oops. Something went wrong."), with a retry. */
import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t("toast.errorTitle")} role="alert">
      <Stack gap="xs" align="flex-start">
        {t("common.loadError")}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
